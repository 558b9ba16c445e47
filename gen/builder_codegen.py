"""The checked model → a module of op constructors: one plain function per op.

``generate_builders(m, key)`` renders ``templates/builders.py.j2`` from the same
model the ops module comes from (``gen.model``), never from its text. Each op
``d.x.y`` gets a function ``x_y`` (a Python keyword or a name the module needs
gets a trailing ``_``: ``scf.for`` → ``for_``) that builds the op through its
class's generated ``build``, inserts it at the current builder
(``ir.builder.current_builder()``: an error without one) and returns its
result when the op declares exactly one result (not variadic, not optional),
else the op. The conventions, the same for every op:

* operands positional, in declaration order (a variadic one is a list; trailing
  variadic/optional ones default to empty unless a successor follows); then the
  successors, positional;
* attributes as snake_case keywords (``overflowFlags`` → ``overflow_flags``),
  required ones without a default; an op without operands takes its required
  attributes positionally (``index.constant(3)``). A value is made into the
  attribute its constraint names (``ir.builder``'s ``*_attr`` functions: an int,
  float, bool, str, symbol name, type, enum case name such as ``"slt"``, flag
  names such as ``"nsw, nuw"``, a list for an array); an ``Attribute`` passes
  through;
* a result type the op does not infer is the keyword ``result_type`` (one
  single result), ``result_types`` (one variadic group) or ``<name>_type(s)``
  (several groups); an inferred one may still be given. An attribute the
  result's type is read from (``arith.constant``'s ``value``) takes a plain
  number when the result type is given, positionally after it
  (``arith.constant(3, i32)``);
* regions are made empty, with their entry block when the region is
  ``SizedRegion<N>`` or declares its arguments: argument types from their
  buildable constraints, else from the keyword ``<region>_arg_types``; a
  ``VariadicRegion`` group is given a count (``<region>=n``);
* ``loc=`` (default: the builder's ``loc``) and ``attributes=`` (discardable
  attributes) on every constructor.

Names are checked: two ops giving one function name, or two parameters of one
op giving one name after snake-casing, is a ``RulesError`` at the op.

What it does not do: check the model (``gen.model`` has), infer what the model
does not say (``scf.for``'s block arguments: ``irlite.dialects.scf`` adds those
by hand, as MLIR's ``dialects/scf.py`` does), or load the module
(``gen.loader.builders_module``).
"""

from __future__ import annotations

import keyword
import os
import re
from typing import Any

from .codegen import GENERATOR_VERSION, RULES_DIR_DECL, SHARED_TYPES, _jinja
from .errors import RulesError
from .format import resolve_types
from .loader import rules_relative
from .model import Attr, Model, Op
from .pyformat import format_python

__all__ = ["function_name", "generate_builders", "snake"]

# names every constructor has, and the locals and globals of its body
_FIXED = ("attributes", "loc")
# module-level names of the generated module a function name must not take
_MODULE_NAMES = frozenset({"annotations", "Any", "Operation", "Value"})
# builtins the generated bodies call
_BODY_BUILTINS = frozenset({"list", "range"})
# the functions of ir.builder the bodies call (imported as ``_name``)
_HELPERS = (
    "any_attr",
    "array_attr",
    "bool_attr",
    "dense_array_attr",
    "dict_attr",
    "enum_attr",
    "flags_attr",
    "float_attr",
    "int_attr",
    "missing_argument",
    "str_attr",
    "symbol_ref_attr",
    "type_attr",
    "typed_attr",
    "unit_attr",
)
_SHARED = re.compile(r"\b(_T_\w+|_index|_none)\b")


def snake(name: str) -> str:
    """``overflowFlags`` → ``overflow_flags``, ``CConv`` → ``c_conv``, ``in`` → ``in``."""
    s = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", name)
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s)
    return s.replace(".", "_").replace("$", "_").lower()


def function_name(op: Op) -> str:
    """The constructor's name: the op's mnemonic in snake case, ``_`` added where it is
    a Python keyword or a name the generated module uses itself."""
    n = snake(op.short)
    if keyword.iskeyword(n) or n in _MODULE_NAMES or n in _BODY_BUILTINS:
        n += "_"
    return n


class _Names:
    """Parameter names of one constructor: snake case, unique, never a keyword."""

    def __init__(self) -> None:
        self.used: set[str] = set(_FIXED)

    def take(self, name: str) -> str:
        n = snake(name).strip("_") or "arg"
        if n[0].isdigit():
            n = "arg_" + n
        while keyword.iskeyword(n) or n in self.used or n.startswith("_"):
            n += "_"
        self.used.add(n)
        return n


def _attr_conv(a: Attr, enum_var: str | None, typed_from: str | None) -> str:
    """The call that makes attribute ``a`` from the parameter's value (``{v}``)."""
    where = f"{a.name!r}"
    if a.enum is not None:
        fn = "_flags_attr" if a.enum.bits and a.enum.int_type is None else "_enum_attr"
        return f"{fn}({{v}}, {enum_var}, @OP@, {where})"
    if typed_from is not None:
        return f"_typed_attr({{v}}, {typed_from}, @OP@, {where})"
    c, k = a.cname, a.kind
    if c == "BoolAttr":
        return f"_bool_attr({{v}}, @OP@, {where})"
    if k == "typed" and a.type_expr is not None:
        fn = "_float_attr" if c.startswith("F") else "_int_attr"
        return f"{fn}({{v}}, {a.type_expr}, @OP@, {where})"
    if k in ("string", "symname"):
        return f"_str_attr({{v}}, @OP@, {where})"
    if c in ("FlatSymbolRefAttr", "SymbolRefAttr"):
        return f"_symbol_ref_attr({{v}}, @OP@, {where})"
    if k == "type":
        return f"_type_attr({{v}}, @OP@, {where})"
    if k == "unit":
        return f"_unit_attr({{v}}, @OP@, {where})"
    if k == "darray":
        return f"_dense_array_attr({{v}}, {a.type_expr}, @OP@, {where})"
    if c == "ArrayAttr":
        return f"_array_attr({{v}}, @OP@, {where})"
    if c == "DictionaryAttr":
        return f"_dict_attr({{v}}, @OP@, {where})"
    return f"_any_attr({{v}}, @OP@, {where})"


class _FnGen:
    """The source of one op's constructor."""

    def __init__(self, m: Model, op: Op) -> None:
        self.m, self.op = m, op

    def inferred(self) -> set[str]:
        """Names of the results whose type ``build`` infers."""
        op = self.op
        try:
            srcs = resolve_types(op, {o.name: "format" for o in op.operands}, None)
        except RulesError:
            srcs = {}
        out = set()
        for r in op.results:
            src = srcs.get(r.name, "")
            same = op.element(src[5:]) if src.startswith("same:") else None
            if (
                r.infer is not None
                or src.startswith("build:")
                or (same is not None and (same.kind == "result" or same.single))
            ):
                out.add(r.name)
        return out

    def code(self) -> dict[str, Any]:
        op, m = self.op, self.m
        names = _Names()
        pos: list[str] = []  # positional parameters
        kw: list[str] = []  # keyword-only parameters
        checks: list[str] = []  # arguments a region's block needs, checked first
        pre: list[str] = []  # statements before build
        call: list[str] = []  # build's arguments
        post: list[str] = []  # statements between build and insert
        has_succ = bool(op.successors)
        for i, o in enumerate(op.operands):
            p = names.take(o.name)
            tail = not has_succ and all(not x.single for x in op.operands[i:])
            ann = ": Value" if o.single else ": Value | None" if o.optional else ": Sequence[Value]"
            pos.append(p + ann + ("" if not tail else " = None" if o.optional else " = ()"))
            call.append(p)
        for s in op.successors:
            p = names.take(s.name)
            pos.append(p + (": Sequence[Block]" if s.variadic else ": Block"))
            call.append(f"{s.name}={p}")
        # results
        inferred = self.inferred()
        groups = op.results
        rparams: dict[str, str] = {}
        for r in groups:
            if len(groups) == 1:
                base = "result_type" if r.single else "result_types"
            else:
                base = r.name + ("_type" if r.single else "_types")
            rparams[r.name] = names.take(base)
        # an attribute a result's type is read from (`$value.type`), or the `value` of a
        # ConstantLike op with one result: a plain number takes the result's type
        typed_from: dict[str, str] = {}
        for r in groups:
            if not r.single:
                continue
            mm = re.fullmatch(r"\s*\$(\w+)\.type\s*", r.infer.text) if r.infer else None
            if mm is not None:
                a = op.element(mm.group(1))
            elif len(groups) == 1 and op.has_trait("ConstantLike"):
                a = op.element("value")
            else:
                continue
            if isinstance(a, Attr) and a.enum is None and a.cname in ("TypedAttr", "AnyAttr"):
                typed_from[a.name] = rparams[r.name]
        attr_pos = not op.operands
        positional_type: str | None = None
        for a in op.attrs:
            p = names.take(a.name)
            required = not a.optional and a.default_expr is None
            if required and attr_pos:
                pos.append(f"{p}: Any")
                if a.name in typed_from and positional_type is None:
                    positional_type = typed_from[a.name]
            else:
                kw.append(f"{p}: Any" if required else f"{p}: Any = None")
            ev = f"_E_{a.enum.name}" if a.enum is not None else None
            conv = _attr_conv(a, ev, typed_from.get(a.name)).format(v=p)
            if required:
                pre.append(f"{p} = {conv}")
            else:
                pre.append(f"if {p} is not None:")
                pre.append(f"    {p} = {conv}")
            call.append(f"{a.py}={p}")
        for r in groups:
            p = rparams[r.name]
            if p == positional_type:
                pos.append(f"{p}: Any = None" if r.name in inferred else f"{p}: Any")
            elif r.name in inferred:
                kw.append(f"{p}: Any = None")
            elif r.single:
                kw.append(f"{p}: Any")
            else:
                kw.append(f"{p}: Any = ()")
            call.append(f"{r.name}_type={p}")
        # regions
        for r in op.regions:
            if r.variadic:
                p = names.take(r.name)
                kw.append(f"{p}: int = 0")
                call.append(f"{r.name}=[Region() for _ in range({p})]")
                if r.sized:
                    post.append(f"for _r in _op.regions[{r.index}:]:")
                    post.append("    _r.add_block(Block())")
                continue
            if r.args is None:
                if r.sized:
                    post.append(f"_op.regions[{r.index}].add_block(Block())")
                continue
            if r.args and all(a.single and a.tc.buildable for a in r.args):
                types = "[" + ", ".join(a.tc.buildable for a in r.args) + "]"  # type: ignore[misc]
                post.append(f"_op.regions[{r.index}].add_block(Block({types}))")
                continue
            p = names.take(r.name + "_arg_types")
            kw.append(f"{p}: Any = None")
            args = ", ".join(a.name + ("..." if a.variadic else "") for a in r.args)
            what = f"the types of the arguments of region '{r.name}' ({args})"
            checks.append(f"if {p} is None:")
            checks.append(f"    raise _missing_argument(@OP@, {p!r}, {what!r})")
            post.append(f"_op.regions[{r.index}].add_block(Block(list({p})))")
        kw += ["attributes: Any = None", "loc: Any = None"]
        call += ["attributes=attributes", "loc=_b.loc if loc is None else loc"]
        sig = _wrap_params(pos + (["*"] + kw if kw else []), len(function_name(op)))
        one = len(groups) == 1 and groups[0].single
        what = "its result" if one else "the op"
        summary = (op.summary or op.name).rstrip(". ")
        body = [f'"""{_doc(summary)} (``{op.name}``); returns {what}."""']
        body.append("_b = _cb()")
        body += checks + pre
        body.append(f"_op = _{op.class_name}.build({', '.join(call)})")
        body += post
        body.append("_b.insert(_op)")
        body.append("return _op.results[0]" if one else "return _op")
        return {
            "where": f"# from {os.path.basename(m.path)}:{op.loc.line}",
            "name": function_name(op),
            "op": op,
            "sig": sig,
            "ret": "Value" if one else "Operation",
            "body": [ln.replace("@OP@", repr(op.name)) for ln in body],
        }


def _doc(s: str) -> str:
    s = s.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    return s[:-1] + '\\"' if s.endswith('"') else s


def _wrap_params(params: list[str], name_len: int) -> str:
    """The parameter list on the ``def`` line when it fits 100 columns, else one per line."""
    one = ", ".join(params)
    if 4 + name_len + 1 + len(one) + 20 <= 100:
        return one
    return "\n" + "".join(f"    {p},\n" for p in params)


def _wrap_names(names: list[str]) -> str:
    """``__all__``'s items, wrapped at 100 columns."""
    lines, cur = [], "   "
    for n in names:
        item = f' "{n}",'
        if len(cur) + len(item) > 100:
            lines.append(cur)
            cur = "   "
        cur += item
    lines.append(cur)
    return "\n".join(lines)


def generate_builders(m: Model, key: str = "") -> str:
    """The Python source of the constructors module of the dialect in ``m``."""
    fns = []
    seen: dict[str, Op] = {}
    for op in m.ops:
        f = _FnGen(m, op).code()
        other = seen.get(f["name"])
        if other is not None:
            raise RulesError(
                f"op '{op.name}' gives the same constructor name '{f['name']}' as op "
                f"'{other.name}' (line {other.loc.line})",
                op.loc,
            )
        seen[f["name"]] = op
        fns.append(f)
    text = "\n".join(ln for f in fns for ln in f["body"])
    code = text + "\n".join(f["sig"] + " " + f["ret"] for f in fns)
    enums = sorted(set(re.findall(r"\b_E_\w+", text)))
    shared = {n: e for n, e in SHARED_TYPES.items() if n in set(_SHARED.findall(text))}
    helpers = [h for h in _HELPERS if re.search(rf"\b_{h}\(", text)]
    type_imports = sorted({re.match(r"(\w+)\.get", e).group(1) for e in shared.values()})  # type: ignore[union-attr]
    ctx = dict(
        m=m,
        source=os.path.basename(m.path),
        rules_file="/" + rules_relative(m.path, m.path),
        key=key,
        version=GENERATOR_VERSION,
        fns=fns,
        all_names=_wrap_names([f["name"] for f in fns]),
        enums=enums,
        shared=shared,
        helpers=helpers,
        type_imports=type_imports,
        core=[n for n in ("Block", "Operation", "Region", "Value") if re.search(rf"\b{n}\b", code)],
        uses_sequence="Sequence[" in code,
        rules_dir_decl=RULES_DIR_DECL,
    )
    return format_python(_jinja().get_template("builders.py.j2").render(**ctx))
