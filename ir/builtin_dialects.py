"""The ops the IR core cannot live without: ``builtin`` and ``func``.

``builtin.module`` (``module @name attributes {...} { ... }``),
``builtin.unrealized_conversion_cast``, ``func.func`` (with visibility,
argument/result attributes and declarations), ``func.return``, ``func.call``,
``func.call_indirect`` and ``func.constant``, with hand-written custom
assembly that prints exactly as mlir-opt 19. They use the same hooks the
``.rules`` generator targets: class attributes (``OP_NAME``, ``traits``,
``inherent_attrs``), ``parse(parser)`` / ``print(printer)`` and ``verify_()``.

What this module does not do: op semantics beyond structure (no folding, no
lowering) — those live with passes.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Any

from .core import Block, Operation, Region
from .diagnostics import Severity, VerifyError, op_diagnostic, op_error
from .interfaces import (
    CallableOpInterface,
    CallOpInterface,
    DialectInlinerInterface,
    MemoryEffectOpInterface,
    SymbolFromAttrs,
    SymbolOpInterface,
    SymbolUserOpInterface,
    SymbolUsesFromHook,
    declared_effects,
    register_dialect_interface,
)


def _a():
    from . import attributes

    return attributes


def _t():
    from . import types

    return types


# ------------------------------------------------------------------ builtin


class ModuleOp(Operation):
    __slots__ = ()
    OP_NAME = "builtin.module"
    STRUCTURE = (
        1,
        0,
        0,
        0,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset(
        {
            "IsolatedFromAbove",
            "SymbolTable",
            "Symbol",
            "NoTerminator",
            "SingleBlock",
            "GraphRegion",
            "NoRegionArguments",
            "OptionalSymbol",
        }
    )
    inherent_attrs = frozenset({"sym_name", "sym_visibility"})
    default_dialect = "builtin"

    @classmethod
    def build(cls, ops: Any = (), name: str | None = None, loc: Any = None) -> ModuleOp:
        props = {"sym_name": _a().StringAttr.get(name)} if name else None
        op = cls("builtin.module", (), (), props, None, [Region([Block()])], loc=loc)
        for o in ops:
            op.body.append(o)
        return op

    @property
    def body(self) -> Block:
        return self.regions[0].blocks[0]

    @classmethod
    def parse(cls, p: Any) -> ModuleOp:
        props = {}
        name = p.parse_optional_symbol_name()
        if name is not None:
            props["sym_name"] = _a().StringAttr.get(name)
        attrs = p.parse_optional_attr_dict_with_keyword()
        op = cls("builtin.module", (), (), props, None, ())
        for k in list(attrs):
            if k in cls.inherent_attrs:
                op.set_attr(k, attrs.pop(k))
        if attrs:
            op.attributes = attrs
        region = p.parse_region(default_dialect="builtin")
        if not region.blocks:
            region.add_block(Block())
        op.regions = [region]
        region.parent = op
        return op

    def print(self, p: Any) -> None:
        out = p.out
        # MLIR drops the prefix where the default dialect is builtin's: at the top level
        # and in a module; inside another op (a flow.executable) it prints in full.
        parent = self.parent_op
        out.append(
            "module" if parent is None or parent.name == "builtin.module" else "builtin.module"
        )
        name = self.properties.get("sym_name")
        if name is not None:
            out.append(" @" + _a().symbol_text(name.value))
        # The custom form prints every attribute but the name (visibility included).
        attrs = {k: v for k, v in self.properties.items() if k != "sym_name"}
        attrs.update(self.attributes)
        if attrs:
            out.append(" attributes " + p.attr_dict_text(attrs))
        out.append(" ")
        p.print_region(self.regions[0], False, False, default_dialect="builtin")

    def verify_(self) -> None:
        if len(self.regions) != 1 or len(self.regions[0].blocks) != 1:
            raise VerifyError("expects one region with one block")
        if self.body.args:
            raise VerifyError("expected body to have no arguments")
        for name in sorted(self.attributes or ()):
            if "." not in name and name not in ("sym_name", "sym_visibility"):
                raise VerifyError(
                    f"can only contain attributes with dialect-prefixed names, found: '{name}'"
                )


class UnrealizedConversionCastOp(Operation):
    __slots__ = ()
    OP_NAME = "builtin.unrealized_conversion_cast"
    STRUCTURE = (
        0,
        None,
        0,
        None,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset({"Pure"})

    @classmethod
    def parse(cls, p: Any) -> UnrealizedConversionCastOp:
        refs = p.parse_operand_refs()
        in_types: list = []
        if refs:
            p.expect(":", "':'")
            in_types = p.parse_type_list_no_parens()
        p.expect_keyword("to")
        out_types = p.parse_type_list_no_parens()
        attrs = p.parse_optional_attr_dict()
        operands = p.resolve_operands(refs, in_types)
        op = cls(cls.OP_NAME, operands, out_types)
        if attrs:
            op.attributes = attrs
        return op

    def print(self, p: Any) -> None:
        out = p.out
        out.append("builtin.unrealized_conversion_cast")
        if self.op_operands:
            out.append(" " + ", ".join(p.value_name(o.value) for o in self.op_operands))
            out.append(" : " + ", ".join(p.type_text(o.value.type) for o in self.op_operands))
        out.append(" to " + ", ".join(p.type_text(r.type) for r in self.results))
        if self.attributes:
            out.append(" " + p.attr_dict_text(self.attributes))


# ------------------------------------------------------------------ func


def parse_function_signature(p: Any, allow_variadic: bool = False) -> tuple:
    """The signature of a function-like op (MLIR's ``function_interface_impl``):
    ``(%a: t {attrs} loc(...), ...) -> (r {attrs}, ...)``, the argument names all
    given or all left out, a trailing ``...`` only with ``allow_variadic``.

    Returns ``(args, arg_attrs, variadic, results, res_attrs)``; ``args`` holds
    ``(name or None, pos, type, loc)`` as ``parse_region(entry_args=...)`` takes it."""
    p.expect("(", "'('")
    args: list = []
    arg_attrs: list = []
    named = None
    variadic = False
    op_name = p.custom_op_name
    prefix = f"custom op '{op_name}' " if op_name else ""
    if not p.try_lit(")"):
        while True:
            p.ws()
            pos = p.pos
            if allow_variadic and p.src.startswith("...", pos):
                p.pos += 3
                variadic = True
                p.expect(")", "')'")
                break
            ref = None
            if p.peek() == "%":
                if named is False:
                    p.error(prefix + "expected type instead of SSA identifier")
                named = True
                m = p.match(p.VALUE_DEF_RE)
                if m is None and not (
                    p.src[pos + 1 : pos + 2].isalnum() or p.src[pos + 1 : pos + 2] in "_$.-"
                ):
                    p.error("invalid SSA name", pos)  # MLIR's lexer, before the parser sees it
                if m is None or m.group(2) is not None:
                    p.error(prefix + "expected SSA identifier")
                if p.peek() == "#":
                    p.error("result number not allowed in argument list")
                ref = m.group(1)
                p.expect(":", "':'")
            else:
                if named is True:
                    p.error(prefix + "expected SSA identifier")
                named = False
            ty = p.parse_type()
            attrs = p.parse_optional_attr_dict()
            loc = None
            if p.try_keyword("loc"):
                loc = p.parse_location()
            elif ref is not None:
                loc = p.lazy_loc(pos)
            args.append((ref, pos, ty, loc))
            arg_attrs.append(attrs)
            if p.try_lit(")"):
                break
            p.expect(",", "')'")
    results: list = []
    res_attrs: list = []
    if p.try_lit("->"):
        if p.try_lit("("):
            if not p.try_lit(")"):
                while True:
                    results.append(p.parse_type())
                    res_attrs.append(p.parse_optional_attr_dict())
                    if p.try_lit(")"):
                        break
                    p.expect(",", "')'")
        else:
            results.append(p.parse_type())
            res_attrs.append({})
    return args, arg_attrs, variadic, results, res_attrs


def function_argument_texts(p: Any, inputs: Any, arg_attrs: Any, entry: Any) -> list:
    """The printed arguments of a function-like op: ``%name: type {attrs} loc(...)``
    (names only when it has an ``entry`` block, locations only with debug info)."""
    parts = []
    for i, t in enumerate(inputs):
        s = p.type_text(t)
        if entry is not None and i < len(entry.args):
            s = f"{p.value_name(entry.args[i])}: {s}"
        # MLIR's alias pass does not visit an entry block argument's attributes (its dummy
        # printRegionArgument prints only the type), so they never introduce aliases
        if (
            arg_attrs is not None
            and i < len(arg_attrs.value)
            and not (entry is not None and p._dry)
        ):
            d = arg_attrs.value[i]
            if len(d):
                s += " " + p.attr_dict_text(d)
        if entry is not None and p.debuginfo and i < len(entry.args):
            from .parser import resolve_loc

            s += " " + p.aliases.arg_loc(resolve_loc(entry.args[i].loc))
        parts.append(s)
    return parts


class FuncOp(Operation):
    __slots__ = ()
    OP_NAME = "func.func"
    STRUCTURE = (
        1,
        0,
        0,
        0,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset(
        {
            "IsolatedFromAbove",
            "Symbol",
            "AutomaticAllocationScope",
            "CallableOpInterface",
            "FunctionOpInterface",
        }
    )
    inherent_attrs = frozenset(
        {"sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"}
    )
    default_dialect = "func"

    @property
    def sym_name(self) -> str:
        return self.properties["sym_name"].value

    @property
    def function_type(self) -> Any:
        return self.properties["function_type"].value

    @property
    def body(self) -> Region:
        return self.regions[0]

    def is_declaration(self) -> bool:
        return not self.regions[0].blocks

    @classmethod
    def build(
        cls, name: str, fn_type: Any, visibility: str | None = None, loc: Any = None
    ) -> FuncOp:
        A = _a()
        props = {"sym_name": A.StringAttr.get(name), "function_type": A.TypeAttr.get(fn_type)}
        if visibility:
            props["sym_visibility"] = A.StringAttr.get(visibility)
        return cls(cls.OP_NAME, (), (), props, None, [Region()], loc=loc)

    @classmethod
    def parse(cls, p: Any) -> FuncOp:
        A = _a()
        T = _t()
        props: dict = {}
        for kw in ("private", "public", "nested"):
            if p.try_keyword(kw):
                props["sym_visibility"] = A.StringAttr.get(kw)
                break
        name = p.parse_optional_symbol_name()
        if name is None:
            p.error("custom op 'func.func' expected valid '@'-identifier for symbol name")
        props["sym_name"] = A.StringAttr.get(name)
        args, arg_attrs, _, results, res_attrs = parse_function_signature(p)
        fn_type = T.FunctionType.get(tuple(a[2] for a in args), tuple(results))
        props["function_type"] = A.TypeAttr.get(fn_type)
        if any(arg_attrs):
            props["arg_attrs"] = A.ArrayAttr.get(tuple(A.DictionaryAttr.get(d) for d in arg_attrs))
        if any(res_attrs):
            props["res_attrs"] = A.ArrayAttr.get(tuple(A.DictionaryAttr.get(d) for d in res_attrs))
        attr_pos = p.pos
        attrs = p.parse_optional_attr_dict_with_keyword()
        for k in ("sym_visibility", "sym_name", "function_type"):
            if k in attrs:
                p.error(
                    f"custom op 'func.func' '{k}' is an inferred attribute and should not be specified in the "
                    "explicit attribute dictionary",
                    attr_pos,
                )
        for k in ("arg_attrs", "res_attrs"):
            # MLIR takes them from the dictionary too (the verifier checks them)
            if k in attrs:
                if k in props:
                    p.error(
                        f"custom op 'func.func' attribute '{k}' occurs more than once in the "
                        "attribute list",
                        attr_pos,
                    )
                props[k] = attrs.pop(k)
        op = cls(cls.OP_NAME, (), (), props, None, ())
        if attrs:
            op.attributes = attrs
        if p.at("{"):
            body_pos = p.pos
            # Unnamed arguments: the body's entry block has none (the verifier says so).
            named = bool(args) and args[0][0] is not None
            region = p.parse_region(
                entry_args=[(n, pos, t, loc) for n, pos, t, loc in args] if named else None,
                default_dialect="func",
            )
            if not region.blocks or (len(region.blocks) == 1 and region.blocks[0].first is None):
                p.error("custom op 'func.func' expected non-empty function body", body_pos)
        else:
            region = Region()
        op.regions = [region]
        region.parent = op
        return op

    def print(self, p: Any) -> None:
        A = _a()
        out = p.out
        props = self.properties
        out.append("func.func ")
        vis = props.get("sym_visibility")
        if vis is not None:
            out.append(vis.value + " ")
        out.append("@" + A.symbol_text(self.sym_name))
        ft = self.function_type
        arg_attrs = props.get("arg_attrs")
        res_attrs = props.get("res_attrs")
        region = self.regions[0]
        entry = region.blocks[0] if region.blocks else None
        parts = function_argument_texts(p, ft.inputs, arg_attrs, entry)
        out.append("(" + ", ".join(parts) + ")")
        res = ft.results
        if res:
            rparts = []
            need_parens = len(res) > 1 or type(res[0]).__name__ == "FunctionType"
            for i, t in enumerate(res):
                s = p.type_text(t)
                if res_attrs is not None:
                    d = res_attrs.value[i]
                    if len(d):
                        s += " " + p.attr_dict_text(d)
                        need_parens = True
                rparts.append(s)
            out.append(" -> " + ("(" + ", ".join(rparts) + ")" if need_parens else rparts[0]))
        if self.attributes:
            out.append(" attributes " + p.attr_dict_text(self.attributes))
        if region.blocks:
            out.append(" ")
            p.print_region(region, False, True, default_dialect="func")

    def verify_(self) -> None:
        ft = self.properties.get("function_type")
        if ft is None or type(ft.value).__name__ != "FunctionType":
            raise VerifyError("requires attribute 'function_type'")
        if "sym_name" not in self.properties:
            raise VerifyError("requires attribute 'sym_name'")
        verify_function_attr_lists(self, ft.value)
        region = self.regions[0] if self.regions else None
        if region is not None and region.blocks:
            entry = region.blocks[0]
            fnt = ft.value
            if len(entry.args) != len(fnt.inputs):
                raise VerifyError(
                    f"entry block must have {len(fnt.inputs)} arguments to match function signature"
                )
            for i, (a, t) in enumerate(zip(entry.args, fnt.inputs)):
                if a.type is not t:
                    raise VerifyError(
                        f"type of entry block argument #{i}({a.type}) must match the type of the "
                        f"corresponding argument in function signature({t})"
                    )
        elif (
            self.properties.get("sym_visibility") is None
            or self.properties["sym_visibility"].value == "public"
        ):
            raise VerifyError("symbol declaration cannot have public visibility")


def verify_function_attr_lists(op: Operation, fnt: Any) -> None:
    """MLIR's ``function_interface_impl::verifyTrait`` checks of ``arg_attrs``/``res_attrs``:
    an array of dictionaries, one per argument (result), of dialect attributes only."""
    A = _a()
    for key, what, n in (
        ("arg_attrs", "argument", len(fnt.inputs)),
        ("res_attrs", "result", len(fnt.results)),
    ):
        a = op.properties.get(key)
        if a is None:
            continue
        if type(a) is not A.ArrayAttr or any(type(d) is not A.DictionaryAttr for d in a.value):
            raise VerifyError(
                f"attribute '{key}' failed to satisfy constraint: Array of dictionary attributes"
            )
        if len(a.value) != n:
            raise VerifyError(
                f"expects {what} attribute array to have the same number of elements as the "
                f"number of function {what}s, got {len(a.value)}, but expected {n}"
            )
        for d in a.value:
            if any("." not in k for k in d.value):
                raise VerifyError(f"{what}s may only have dialect attributes")


class ReturnOp(Operation):
    __slots__ = ()
    OP_NAME = "func.return"
    STRUCTURE = (
        0,
        0,
        0,
        None,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset({"Pure", "IsTerminator", "ReturnLike", "HasParent:func.func"})

    @classmethod
    def parse(cls, p: Any) -> ReturnOp:
        attrs = p.parse_optional_attr_dict()
        refs = p.parse_operand_refs()
        types: list = []
        if refs:
            p.expect(":", "':'")
            types = p.parse_type_list_no_parens()
        op = cls(cls.OP_NAME, p.resolve_operands(refs, types), ())
        if attrs:
            op.attributes = attrs
        return op

    def print(self, p: Any) -> None:
        out = p.out
        out.append(p.op_name_text(self.name))
        if self.attributes:
            out.append(" " + p.attr_dict_text(self.attributes))
        if self.op_operands:
            out.append(" " + ", ".join(p.value_name(o.value) for o in self.op_operands))
            out.append(" : " + ", ".join(p.type_text(o.value.type) for o in self.op_operands))

    def verify_(self) -> Any:
        parent = self.parent_op
        if parent is None or parent.name != "func.func":
            raise VerifyError("expects parent op 'func.func'")
        ft = parent.properties["function_type"].value
        if len(ft.results) != self.num_operands:
            raise VerifyError(
                f"has {self.num_operands} operands, but enclosing function (@{parent.sym_name}) "
                f"returns {len(ft.results)}"
            )
        for i, (o, t) in enumerate(zip(self.operands, ft.results)):
            if o.type is not t:  # MLIR's emitError: no 'op' prefix, the types quoted
                return op_diagnostic(
                    Severity.ERROR,
                    self,
                    f"type of return operand {i} ('{o.type}') doesn't match function result "
                    f"type ('{t}') in function @{parent.sym_name}",
                )
        return None


def _quoted(types: Any) -> str:
    """Types as MLIR streams a ``TypeRange`` into a diagnostic: ``'f32', 'i32'``."""
    return ", ".join(f"'{t}'" for t in types)


class CallOp(Operation):
    __slots__ = ()
    OP_NAME = "func.call"
    STRUCTURE = (
        0,
        None,
        0,
        None,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset({"CallOpInterface", "SymbolUserOpInterface"})
    inherent_attrs = frozenset(
        {"callee", "arg_attrs", "res_attrs"}
    )  # MLIR 19: no_inline is a discardable attribute

    @classmethod
    def parse(cls, p: Any) -> CallOp:
        A = _a()
        name = p.parse_optional_symbol_name()
        if name is None:
            p.error("expected symbol reference" + p._found())
        p.expect("(", "'('")
        refs = p.parse_operand_refs(close=")")
        attrs = p.parse_optional_attr_dict()
        p.expect(":", "':'")
        fpos = p.pos
        ft = p.parse_type()
        if type(ft).__name__ != "FunctionType":
            p.error("expected function type", fpos)
        op = cls(
            cls.OP_NAME,
            p.resolve_operands(refs, ft.inputs),
            ft.results,
            {"callee": A.SymbolRefAttr.get(name)},
        )
        for k in list(attrs):
            if k in cls.inherent_attrs:
                op.set_attr(k, attrs.pop(k))
        if attrs:
            op.attributes = attrs
        return op

    def verify_symbol_uses_(self, tables: Any) -> None:
        callee = self.properties.get("callee")
        if callee is None:
            raise VerifyError("requires a 'callee' symbol reference attribute")
        name = callee.root if callee.is_flat else [callee.root, *callee.nested]
        fn = tables.lookup_nearest_symbol_from(self, name)
        if fn is None or fn.name != "func.func":
            raise VerifyError(
                f"'{callee.leaf if callee.is_flat else callee}' does not reference a valid function"
            )
        ft = fn.function_type
        if len(ft.inputs) != self.num_operands:
            raise VerifyError("incorrect number of operands for callee")
        for i, (o, t) in enumerate(zip(self.operands, ft.inputs)):
            if o.type is not t:
                raise VerifyError(
                    f"operand type mismatch: expected operand type '{t}', but provided '{o.type}' for operand number {i}"
                )
        if len(ft.results) != len(self.results):
            raise VerifyError("incorrect number of results for callee")
        for i, (r, t) in enumerate(zip(self.results, ft.results)):
            if r.type is not t:
                d = op_error(self, f"result type mismatch at index {i}")
                d.attach_note("      op result types: " + _quoted(r.type for r in self.results))
                d.attach_note("function result types: " + _quoted(ft.results))
                raise VerifyError(d)

    def print(self, p: Any) -> None:
        out = p.out
        out.append(p.op_name_text(self.name) + " " + p.attr_text(self.properties["callee"]))
        out.append("(" + ", ".join(p.value_name(o.value) for o in self.op_operands) + ")")
        extra = {k: v for k, v in self.properties.items() if k != "callee"}
        extra.update(self.attributes)
        if extra:
            out.append(" " + p.attr_dict_text(extra))
        ins = [o.value.type for o in self.op_operands]
        outs = [r.type for r in self.results]
        out.append(" : " + p.function_type_str(ins, outs))


class CallIndirectOp(Operation):
    """``func.call_indirect %f(%a, ...) : (T...) -> (R...)``: a call through a value of
    function type; the operand and result types are the callee type's (MLIR's
    ``TypesMatchWith`` constraints)."""

    __slots__ = ()
    OP_NAME = "func.call_indirect"
    STRUCTURE = (
        0,
        None,
        0,
        None,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset({"CallOpInterface"})

    @classmethod
    def build(cls, callee: Any, args: Any = (), loc: Any = None) -> CallIndirectOp:
        """A call of ``callee`` (a value of function type) with ``args``."""
        return cls(cls.OP_NAME, [callee, *args], list(callee.type.results), loc=loc)

    @property
    def callee(self) -> Any:
        return self.op_operands[0].value

    @property
    def callee_operands(self) -> list:
        return [o.value for o in self.op_operands[1:]]

    @classmethod
    def parse(cls, p: Any) -> CallIndirectOp:
        callee = p.parse_operand_ref()
        p.expect("(", "'('")
        p.ws()
        args_pos = p.pos
        refs = p.parse_operand_refs(close=")")
        attrs = p.parse_optional_attr_dict()
        p.expect(":", "':'")
        p.ws()
        tpos = p.pos
        ft = p.parse_type()
        if type(ft) is not _t().FunctionType:
            p.error("custom op 'func.call_indirect' invalid kind of type specified", tpos)
        if len(refs) != len(ft.inputs):
            p.error(
                f"custom op 'func.call_indirect' {len(refs)} operands present, but expected "
                f"{len(ft.inputs)}",
                args_pos,
            )
        operands = [p.resolve_operand(callee, ft)]
        operands += [p.resolve_operand(r, t) for r, t in zip(refs, ft.inputs)]
        op = cls(cls.OP_NAME, operands, ft.results)
        if attrs:
            op.attributes = attrs
        return op

    def print(self, p: Any) -> None:
        out = p.out
        out.append(p.op_name_text(self.name) + " " + p.value_name(self.op_operands[0].value))
        out.append("(" + ", ".join(p.value_name(o.value) for o in self.op_operands[1:]) + ")")
        if self.attributes:
            out.append(" " + p.attr_dict_text(self.attributes))
        out.append(" : " + p.type_text(self.op_operands[0].value.type))

    def verify_(self) -> None:
        n = len(self.op_operands)
        if n < 1:
            raise VerifyError(f"expected 1 or more operands, but found {n}")
        ft = self.op_operands[0].value.type
        if type(ft) is not _t().FunctionType:
            raise VerifyError(f"operand #0 must be function type, but got '{ft}'")
        if [o.value.type for o in self.op_operands[1:]] != list(ft.inputs):
            raise VerifyError("failed to verify that callee input types match argument types")
        if [r.type for r in self.results] != list(ft.results):
            raise VerifyError("failed to verify that callee result types match result types")


class ConstantOp(Operation):
    """``func.constant @f : (T...) -> (R...)``: the function ``@f`` as a value (MLIR
    requires the type to be exactly the function's type; the result is named ``%f``)."""

    __slots__ = ()
    OP_NAME = "func.constant"
    STRUCTURE = (
        0,
        1,
        0,
        0,
    )  # count traits (regions, results, successors, operands); None: variadic
    registered = True
    traits = frozenset({"ConstantLike", "Pure", "SymbolUserOpInterface"})
    inherent_attrs = frozenset({"value"})

    @classmethod
    def build(cls, name: str, type_: Any, loc: Any = None) -> ConstantOp:
        """A reference to function ``@name`` of type ``type_``."""
        return cls(cls.OP_NAME, (), [type_], {"value": _a().SymbolRefAttr.get(name)}, loc=loc)

    @classmethod
    def parse(cls, p: Any) -> ConstantOp:
        attrs = p.parse_optional_attr_dict()
        p.ws()
        apos = p.pos
        value = p.parse_attribute(_t().NoneType.get())  # as ODS parses a FlatSymbolRefAttr
        if type(value) is not _a().SymbolRefAttr or not value.is_flat:
            p.error("custom op 'func.constant' invalid kind of attribute specified", apos)
        p.expect(":", "':'")
        t = p.parse_type()
        op = cls(cls.OP_NAME, (), [t], {"value": value})
        if "value" in attrs:  # as mlir-opt 19: the dictionary's inherent 'value' wins
            op.set_attr("value", attrs.pop("value"))
        if attrs:
            op.attributes = attrs
        return op

    def print(self, p: Any) -> None:
        out = p.out
        out.append(p.op_name_text(self.name))
        if self.attributes:
            out.append(" " + p.attr_dict_text(self.attributes))
        out.append(" " + p.attr_text(self.properties["value"]))
        out.append(" : " + p.type_text(self.results[0].type))

    def asm_result_names(self) -> list:
        """MLIR names the result ``%f`` (OpAsmOpInterface)."""
        return ["f"]

    def verify_(self) -> None:
        v = self.properties.get("value")
        if v is None:
            raise VerifyError("requires attribute 'value'")
        if type(v) is not _a().SymbolRefAttr or not v.is_flat:
            raise VerifyError(
                "attribute 'value' failed to satisfy constraint: flat symbol reference attribute"
            )

    def verify_symbol_uses_(self, tables: Any) -> None:
        v = self.properties["value"]
        fn = tables.lookup_nearest_symbol_from(self, v.root)
        if fn is None or fn.name != "func.func":
            raise VerifyError(f"reference to undefined function '{v.root}'")
        if fn.function_type is not self.results[0].type:
            raise VerifyError("reference to function with mismatched type")


def register_builtin_and_func(ctx: Any) -> None:
    """Register the ``builtin`` and ``func`` ops in ``ctx`` (every other dialect comes
    from a ``DialectRegistry``, see ``ir.registry``)."""
    for cls in (
        ModuleOp,
        UnrealizedConversionCastOp,
        FuncOp,
        ReturnOp,
        CallOp,
        CallIndirectOp,
        ConstantOp,
    ):
        ctx.register_op(cls)
    # func's canonicalization patterns (MLIR's hasCanonicalizer), named, imported only
    # when ``canonicalize`` first runs; the same shape as a .rules dialect block's entries
    ctx.dialects["func"].canonicalizer = {
        "patterns": ["irlite.rules.func_canon:PATTERNS"],
        "materializer": "irlite.ir.builtin_dialects:materialize_func_constant",
    }
    # what the inliner asks of func ops (MLIR's FuncInlinerInterface)
    register_dialect_interface("func", DialectInlinerInterface, FuncInliner)


# ------------------------------------------------------------------ interfaces
# The hand-written ops' interface implementations (``ir.interfaces``).


class _FuncCallable(CallableOpInterface):
    """``func.func``: its body, or None for an external declaration."""

    __slots__ = ()

    def callable_region(self) -> Any:
        r = self.op.regions[0]
        return r if r.blocks else None

    def argument_types(self) -> list:
        return list(self.op.function_type.inputs)

    def result_types(self) -> list:
        return list(self.op.function_type.results)


class _DirectCall(CallOpInterface):
    """``func.call``: ``callee`` names the function; every operand is an argument."""

    __slots__ = ()

    def callee(self) -> Any:
        return self.op.properties["callee"]

    def arg_operands(self) -> list:
        return [o.value for o in self.op.op_operands]

    def set_callee(self, symbol_ref: Any) -> None:
        self.op.set_attr("callee", symbol_ref)


class _IndirectCall(CallOpInterface):
    """``func.call_indirect``: the first operand is the callee, the rest the arguments."""

    __slots__ = ()

    def callee(self) -> Any:
        return self.op.op_operands[0].value

    def arg_operands(self) -> list:
        return [o.value for o in self.op.op_operands[1:]]


class FuncInliner(DialectInlinerInterface):
    """The ``func`` dialect's inliner interface (MLIR's ``FuncInlinerInterface``): every
    func op, region and call may be inlined, but a ``func.call`` marked ``no_inline``
    (MLIR 20's rule; MLIR 19 ignores the attribute). ``func.return`` ending an inlined
    body gives its operands to the call's results (one block) or becomes a ``cf.br`` to
    the continuation block passing them (several blocks)."""

    __slots__ = ()

    def is_legal_to_inline_call(self, call: Any, callable_op: Any, would_be_cloned: bool) -> bool:
        return call.get_attr("no_inline") is None

    def is_legal_to_inline_region(self, dest: Any, src: Any, would_be_cloned: bool) -> bool:
        return True

    def is_legal_to_inline_op(self, op: Any, dest: Any, would_be_cloned: bool) -> bool:
        return True

    def handle_terminator(self, op: Any, values: list[Any]) -> None:
        if type(op) is not ReturnOp:
            return
        for v, r in zip(values, op.operands):
            v.replace_all_uses_with(r)
        op.erase()

    def handle_terminator_blocks(self, op: Any, dest: Any) -> None:
        if type(op) is not ReturnOp:
            return
        br = _branch_builder().create_detached(
            "cf.br", list(op.operands), successors=[dest], loc=op.loc
        )
        op.parent.insert_before(op, br)
        op.erase()


_BUILDER: list = []


def _branch_builder() -> Any:
    """A builder whose context knows ``cf`` (made once; op classes are shared by contexts)."""
    if not _BUILDER:
        from .builder import Builder

        _BUILDER.append(Builder())
    return _BUILDER[0]


ModuleOp.INTERFACES = MappingProxyType({SymbolOpInterface: SymbolFromAttrs})
FuncOp.INTERFACES = MappingProxyType(
    {CallableOpInterface: _FuncCallable, SymbolOpInterface: SymbolFromAttrs}
)
CallOp.INTERFACES = MappingProxyType(
    {CallOpInterface: _DirectCall, SymbolUserOpInterface: SymbolUsesFromHook}
)
CallIndirectOp.INTERFACES = MappingProxyType({CallOpInterface: _IndirectCall})
ReturnOp.INTERFACES = MappingProxyType({MemoryEffectOpInterface: declared_effects()})
ConstantOp.INTERFACES = MappingProxyType(
    {MemoryEffectOpInterface: declared_effects(), SymbolUserOpInterface: SymbolUsesFromHook}
)
UnrealizedConversionCastOp.INTERFACES = MappingProxyType(
    {MemoryEffectOpInterface: declared_effects()}
)


def materialize_func_constant(attr: Any, t: Any, loc: Any) -> Operation | None:
    """The ``func`` dialect's constant materializer (MLIR's ``FuncDialect::materializeConstant``):
    ``func.constant`` of a flat symbol reference of function type, else None."""
    if type(attr) is not _a().SymbolRefAttr or not attr.is_flat or type(t) is not _t().FunctionType:
        return None
    return ConstantOp(ConstantOp.OP_NAME, (), [t], {"value": attr}, loc=loc)
