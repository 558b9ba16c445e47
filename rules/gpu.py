"""Native helpers of ``gpu.rules``: MLIR 19's hand-written assembly of the ``gpu`` ops,
their verifiers, interfaces and the dialect's attribute parser.

Text is what ``mlir-opt`` 19 prints: ``gpu.module @m [#nvvm.target<...>]  {...}``,
``gpu.func @k(%a: f32) workgroup(%w : memref<...>) private(...) kernel attributes {...}``,
``gpu.launch blocks(...) in (%gx = %a, ...) threads(...) in (...)``, ``gpu.launch_func
@m::@k blocks in (...) threads in (...)  args(%a : T)``. Enum attributes are MLIR's opaque
form (``#gpu<dim x>``, ``#gpu<shuffle_mode xor>``, ``#gpu<all_reduce_op add>``), made here.

What it does not do: async dependencies and tokens, clusters and ``kernelFunc`` /
``kernelModule`` in ``gpu.launch``'s custom form are parsed but async is rejected.
"""

from __future__ import annotations

from typing import Any

from irlite.gen.runtime import ensure_terminator
from irlite.ir.attributes import (
    DenseArrayAttr,
    DialectAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from irlite.ir.core import Operation
from irlite.ir.interfaces import CallableOpInterface, SymbolFromAttrs
from irlite.ir.types import FunctionType, IndexType, IntegerType, MemRefType

__all__ = [
    "DIMS",
    "FuncCallable",
    "FuncSymbol",
    "REDUCE_OPS",
    "SHUFFLE_MODES",
    "address_space",
    "all_reduce_kind",
    "dim_attr",
    "dim_name",
    "dim_of",
    "is_kernel",
    "object_attr",
    "parse_attr",
    "parse_binary",
    "parse_func",
    "parse_launch",
    "parse_launch_func",
    "parse_module",
    "print_binary",
    "print_func",
    "print_launch",
    "print_launch_func",
    "print_module",
    "shuffle_attr",
    "shuffle_mode",
    "workgroup_count",
]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)

DIMS = ("x", "y", "z")
SHUFFLE_MODES = ("xor", "up", "down", "idx")
REDUCE_OPS = ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf",
              "and", "or", "xor", "minimumf", "maximumf")  # fmt: skip
_ADDRESS_SPACES = {"global": 1, "workgroup": 3, "private": 5}


# ------------------------------------------------------------------ enum attributes


def dim_attr(d: str) -> Any:
    """``#gpu<dim x>``."""
    return OpaqueAttr.get("gpu", f"dim {d}")


def shuffle_attr(mode: str) -> Any:
    """``#gpu<shuffle_mode xor>``."""
    return OpaqueAttr.get("gpu", f"shuffle_mode {mode}")


def reduce_attr(kind: str) -> Any:
    """``#gpu<all_reduce_op add>``."""
    return OpaqueAttr.get("gpu", f"all_reduce_op {kind}")


def _enum_kw(a: Any, mnemonic: str) -> str | None:
    if isinstance(a, OpaqueAttr) and a.params[0] == "gpu":
        head, _, kw = a.params[1].partition(" ")
        if head == mnemonic:
            return kw.strip()
    return None


def dim_of(op: Operation) -> str:
    """``x``, ``y`` or ``z`` of an id/size op."""
    return _enum_kw(op.properties["dimension"], "dim") or "x"


def shuffle_mode(op: Operation) -> str:
    return _enum_kw(op.properties["mode"], "shuffle_mode") or "xor"


def all_reduce_kind(op: Operation) -> str | None:
    a = op.properties.get("op")
    return None if a is None else _enum_kw(a, "all_reduce_op")


def dim_name(op: Operation, base: str) -> list:
    """``%thread_id_x``: MLIR's result names for the id/size ops."""
    return [f"{base}_{dim_of(op)}"]


def _kw_directive(p: Any, choices: tuple, what: str, make: Any, optional: bool = False) -> Any:
    p.ws()
    pos = p.pos
    m = p.match(_KW_RE)
    if m is None or m.group() not in choices:
        if optional:
            p.pos = pos
            return None
        p.error(f"expected one of [{', '.join(choices)}] for {what}", pos)
    return make(m.group())


import re as _re  # noqa: E402

_KW_RE = _re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def parse_Dim(p: Any) -> tuple:
    return (_kw_directive(p, DIMS, "gpu::Dimension", dim_attr),)


def print_Dim(p: Any, op: Operation, a: Any) -> str:
    return " " + (_enum_kw(a, "dim") or "x")


def parse_ShuffleMode(p: Any) -> tuple:
    return (_kw_directive(p, SHUFFLE_MODES, "gpu::ShuffleMode", shuffle_attr),)


def print_ShuffleMode(p: Any, op: Operation, a: Any) -> str:
    return " " + (_enum_kw(a, "shuffle_mode") or "xor")


def parse_AllReduceOperation(p: Any) -> tuple:
    return (_kw_directive(p, REDUCE_OPS, "gpu::AllReduceOperation", reduce_attr, True),)


def print_AllReduceOperation(p: Any, op: Operation, a: Any) -> str:
    if a is None:
        return ""
    return " " + (_enum_kw(a, "all_reduce_op") or "add")


# ------------------------------------------------------------------ dialect attributes


_OBJECT_FORMATS = ("offload", "assembly", "bin", "fatbin")


def object_attr(target: Any, fmt: str, data: str, properties: Any = None) -> Any:
    """``#gpu.object<TARGET, [properties = {...},] [FORMAT =] "data">`` (``fatbin``, the
    default format, is not written; ``data`` is text, bytes decoded with
    ``surrogateescape``)."""
    from irlite.ir.attributes import escape_string

    parts = [str(target)]
    if properties is not None:
        parts.append(f"properties = {properties}")
    lit = escape_string(data)
    parts.append(lit if fmt == "fatbin" else f"{fmt} = {lit}")
    return DialectAttr.get("gpu", "object<" + ", ".join(parts) + ">")


def _parse_object(p: Any) -> Any:
    p.expect("<", "'<'")
    target = p.parse_attribute()
    p.expect(",", "','")
    props = None
    fmt = "fatbin"
    p.ws()
    if p.try_keyword("properties"):
        p.expect("=", "'='")
        props = p.parse_attribute()
        p.expect(",", "','")
        p.ws()
    for f in _OBJECT_FORMATS:
        if p.try_keyword(f):
            fmt = f
            p.expect("=", "'='")
            break
    data = p.parse_attribute()
    p.expect(">", "'>'")
    return object_attr(target, fmt, data.value, props)


def parse_attr(p: Any, mnemonic: str) -> Any:
    """``#gpu.<mnemonic><...>``: ``object`` is read and printed as MLIR does; the others
    are kept verbatim (``address_space``, ``loop_dim_map``, ``select_object``, ...)."""
    if mnemonic == "object":
        return _parse_object(p)
    start = p.pos
    if p.src.startswith("<", p.pos):
        end = p._dialect_body(p.pos)
        body = p.src[start:end]
        p.pos = end
    else:
        body = ""
    if mnemonic == "address_space" and body[1:-1].strip() not in _ADDRESS_SPACES:
        p.error("expected one of [global, workgroup, private] for gpu::AddressSpace", start + 1)
    return DialectAttr.get("gpu", mnemonic + body)


def address_space(t: Any) -> int:
    """The numeric address space of a memref type (``#gpu.address_space<workgroup>`` is 3,
    ``private`` 5, ``global`` 1; an integer space is itself; none is 0)."""
    ms = getattr(t, "memory_space", None)
    if ms is None:
        return 0
    if isinstance(ms, IntegerAttr):
        return int(ms.value)
    if isinstance(ms, DialectAttr) and ms.mnemonic == "address_space":
        return _ADDRESS_SPACES.get(ms.params_text.strip(), 0)
    return 0


# ------------------------------------------------------------------ common pieces


def _make(cls: Any, operands: list, types: list, props: dict, attrs: dict, regions: list) -> Any:
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, types, props or None, attrs or None, regions, ())
    return op


def _split(cls: Any, attrs: dict, props: dict) -> None:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)


def _seg(*ns: int) -> Any:
    return DenseArrayAttr.get(_I32, list(ns))


def _arg_name(p: Any) -> tuple[str, int]:
    p.ws()
    m = p.match(p.VALUE_DEF_RE)
    if m is None or m.group(2) is not None:
        p.error("expected SSA operand" + p._found())
    return m.group(1), m.start()


def _sym_name(p: Any) -> Any:
    p.ws()
    pos = p.pos
    n = p.parse_optional_symbol_name()
    if n is None:
        p.error("expected valid '@'-identifier for symbol name", pos)
    return StringAttr.get(n)


def _attrs_text(p: Any, d: dict, keyword: bool) -> str:
    if not d:
        return ""
    return (" attributes " if keyword else " ") + p.attr_dict_text(d)


def _operands(op: Operation) -> list:
    return [o.value for o in op.op_operands]


def _segments(op: Operation) -> list:
    """The operand groups of an op with ``operandSegmentSizes``."""
    vals = _operands(op)
    out = []
    i = 0
    for n in op.properties["operandSegmentSizes"].values:
        out.append(vals[i : i + n])
        i += n
    return out


def is_kernel(op: Operation) -> bool:
    """Whether a ``gpu.func`` is a kernel (``gpu.kernel`` unit attribute)."""
    return "gpu.kernel" in op.attributes


def workgroup_count(op: Operation) -> int:
    a = op.attributes.get("workgroup_attributions")
    return int(a.value) if a is not None else 0


# ------------------------------------------------------------------ gpu.module


def parse_module(cls: Any, p: Any) -> Operation:
    props: dict = {"sym_name": _sym_name(p)}
    p.ws()
    if p.src.startswith("<", p.pos):
        p.pos += 1
        props["offloadingHandler"] = p.parse_attribute()
        p.expect(">", "'>'")
    p.ws()
    if p.src.startswith("[", p.pos):
        props["targets"] = p.parse_attribute()
    attrs = p.parse_optional_attr_dict_with_keyword()
    p.ws()
    pos = p.pos
    body = p.parse_region()
    ensure_terminator(p, body, "gpu.module_end", pos)
    _split(cls, attrs, props)
    return _make(cls, [], [], props, attrs, [body])


def print_module(op: Operation, p: Any) -> None:
    out = p.out
    out.append(
        p.op_name_text(op.name)
        + " "
        + p.attr_text(SymbolRefAttr.get(op.properties["sym_name"].value))
    )
    h = op.properties.get("offloadingHandler")
    if h is not None:
        out.append(" <" + p.attr_text(h) + ">")
    t = op.properties.get("targets")
    if t is not None:
        out.append(" " + p.attr_text(t) + " ")
    out.append(_attrs_text(p, dict(op.attributes), True) + " ")
    p.print_region(op.regions[0], False, False)


# ------------------------------------------------------------------ gpu.func


def _typed_list(p: Any) -> list:
    """``(%a: T, ...)`` (also ``%a : T``): [(name, pos, type, loc)]."""
    p.expect("(", "'('")
    out: list = []
    if p.try_lit(")"):
        return out
    while True:
        name, pos = _arg_name(p)
        p.expect(":", "':'")
        t = p.parse_type()
        if p.src.startswith("{", p.pos):
            p.parse_optional_attr_dict()  # argument attributes: not kept
        out.append((name, pos, t, p.lazy_loc(pos)))
        if p.try_lit(")"):
            return out
        p.expect(",", "')' or ','")


def parse_func(cls: Any, p: Any) -> Operation:
    attrs_name = _sym_name(p)
    args = _typed_list(p)
    results: list = []
    if p.try_lit("->"):
        p.ws()
        if p.src.startswith("(", p.pos):
            p.pos += 1
            if not p.try_lit(")"):
                while True:
                    results.append(p.parse_type())
                    if p.try_lit(")"):
                        break
                    p.expect(",", "')' or ','")
        else:
            results.append(p.parse_type())
    workgroup: list = []
    private: list = []
    if p.try_keyword("workgroup"):
        workgroup = _typed_list(p)
    if p.try_keyword("private"):
        private = _typed_list(p)
    kernel = p.try_keyword("kernel")
    attrs = p.parse_optional_attr_dict_with_keyword()
    p.ws()
    body = p.parse_region(entry_args=args + workgroup + private)
    ft = FunctionType.get([a[2] for a in args], results)
    props: dict = {"function_type": TypeAttr.get(ft)}
    _split(cls, attrs, props)
    d = {"sym_name": attrs_name}
    if kernel:
        d["gpu.kernel"] = UnitAttr.get()
    d["workgroup_attributions"] = IntegerAttr.get(_I64, len(workgroup))
    d.update(attrs)
    return _make(cls, [], [], props, d, [body])


def print_func(op: Operation, p: Any) -> None:
    out = p.out
    ft = op.properties["function_type"].value
    name = op.attributes["sym_name"].value
    block = op.regions[0].blocks[0] if op.regions[0].blocks else None
    bargs = list(block.args) if block is not None else []
    n = len(ft.inputs)
    nw = workgroup_count(op)
    out.append(p.op_name_text(op.name) + " " + p.attr_text(SymbolRefAttr.get(name)) + "(")
    if block is not None:
        out.append(", ".join(f"{p.value_name(a)}: {p.type_text(a.type)}" for a in bargs[:n]))
    else:
        out.append(", ".join(p.type_text(t) for t in ft.inputs))
    out.append(")")
    if ft.results:
        rs = [p.type_text(t) for t in ft.results]
        out.append(" -> " + (rs[0] if len(rs) == 1 else "(" + ", ".join(rs) + ")"))
    wg = bargs[n : n + nw]
    pv = bargs[n + nw :]
    if wg:
        out.append(
            " workgroup("
            + ", ".join(f"{p.value_name(a)} : {p.type_text(a.type)}" for a in wg)
            + ")"
        )
    if pv:
        out.append(
            " private(" + ", ".join(f"{p.value_name(a)} : {p.type_text(a.type)}" for a in pv) + ")"
        )
    if is_kernel(op):
        out.append(" kernel")
    rest = {
        k: v
        for k, v in op.attributes.items()
        if k not in ("sym_name", "gpu.kernel", "workgroup_attributions")
    }
    rest.update({k: v for k, v in op.properties.items() if k != "function_type"})
    out.append(_attrs_text(p, rest, True) + " ")
    p.print_region(op.regions[0], False, True)


def verify_func(op: Operation) -> str | None:
    """GPUFuncOp::verifyType and verifyBody, with MLIR 19's messages."""
    ft = op.properties["function_type"].value
    if not isinstance(ft, FunctionType):
        return "requires '\"function_type\"' attribute of function type"
    if is_kernel(op) and ft.results:
        return "expected void return type for kernel function"
    if not op.regions[0].blocks:
        return "expected body with at least one block"
    block = op.regions[0].blocks[0]
    n = len(ft.inputs)
    nw = workgroup_count(op)
    if len(block.args) < n + nw:
        return f"expected at least {n + nw} arguments to body region"
    for i, (a, t) in enumerate(zip(block.args, ft.inputs)):
        if a.type is not t:
            return f"expected body region argument #{i} to be of type {t}, got {a.type}"
    for kind, space, args in (
        ("workgroup", 3, block.args[n : n + nw]),
        ("private", 5, block.args[n + nw :]),
    ):
        for a in args:
            if not isinstance(a.type, MemRefType):
                return "expected memref type in attribution"
            if address_space(a.type) != space:
                return f"expected memory space {kind} in attribution"
    return None


def verify_return(op: Operation) -> Any:
    """GPUReturnOp::verify: the operands match the function's result types."""
    from irlite.ir.diagnostics import op_error

    f = op.parent_op
    if f is None or f.name != "gpu.func":
        return None
    want = list(f.properties["function_type"].value.results)
    got = [o.value.type for o in op.op_operands]
    if len(want) != len(got):
        d = op_error(op, f"expected {len(want)} result operands")
        d.attach_note("return type declared here", f.loc)
        return d
    for i, (g, w) in enumerate(zip(got, want)):
        if g is not w:
            d = op_error(op, f"unexpected type `{g}' for operand #{i}")
            d.attach_note("return type declared here", f.loc)
            return d
    return None


class FuncSymbol(SymbolFromAttrs):
    """``gpu.func``: its name is the ``sym_name`` attribute."""

    __slots__ = ()


class FuncCallable(CallableOpInterface):
    """``gpu.func``: its body and function type."""

    __slots__ = ()

    def callable_region(self) -> Any:
        return self.op.regions[0]

    def argument_types(self) -> list:
        return list(self.op.properties["function_type"].value.inputs)

    def result_types(self) -> list:
        return list(self.op.properties["function_type"].value.results)


# ------------------------------------------------------------------ gpu.launch

_LAUNCH_NAMES = ("blocks", "threads")


def _launch_triple(p: Any, kw: str) -> tuple[list, list]:
    """``blocks(%bx, %by, %bz) in (%gx = %a, %gy = %b, %gz = %c)``: (ids, (size args, refs))."""
    from irlite.gen.runtime import expect_keyword

    expect_keyword(p, kw, "gpu.launch")
    p.expect("(", "'('")
    ids = []
    for i in range(3):
        ids.append(_arg_name(p))
        if i < 2:
            p.expect(",", "','")
    p.expect(")", "')'")
    expect_keyword(p, "in", "gpu.launch")
    p.expect("(", "'('")
    sizes = []
    refs = []
    for i in range(3):
        sizes.append(_arg_name(p))
        p.expect("=", "'='")
        refs.append(p.parse_operand_ref())
        if i < 2:
            p.expect(",", "','")
    p.expect(")", "')'")
    return ids + sizes, refs


def parse_launch(cls: Any, p: Any) -> Operation:
    start = max(0, p.pos - len("gpu.launch"))
    if p.try_keyword("async"):
        p.error("custom op 'gpu.launch' async launches are not supported by irlite", start)
    cluster_refs: list = []
    cluster_args: list = []
    if p.try_keyword("clusters"):
        p.pos -= len("clusters")
        a, cluster_refs = _launch_triple(p, "clusters")
        cluster_args = a
    block_args, grid_refs = _launch_triple(p, "blocks")
    thread_args, block_refs = _launch_triple(p, "threads")
    dyn: list = []
    if p.try_keyword("dynamic_shared_memory_size"):
        dyn = [p.parse_operand_ref()]
    props: dict = {}
    if p.try_keyword("module"):
        p.expect("(", "'('")
        props["kernelModule"] = SymbolRefAttr.get(p.parse_optional_symbol_name())
        p.expect(")", "')'")
    if p.try_keyword("function"):
        p.expect("(", "'('")
        props["kernelFunc"] = SymbolRefAttr.get(p.parse_optional_symbol_name())
        p.expect(")", "')'")
    workgroup: list = []
    private: list = []
    if p.try_keyword("workgroup"):
        workgroup = _typed_list(p)
    if p.try_keyword("private"):
        private = _typed_list(p)
    # region arguments: block ids, thread ids, grid sizes, block sizes (MLIR's order)
    ids = block_args[:3] + thread_args[:3] + block_args[3:] + thread_args[3:] + cluster_args
    entry = [(n, pos, _INDEX, p.lazy_loc(pos)) for n, pos in ids]
    p.ws()
    body = p.parse_region(entry_args=entry + workgroup + private)
    attrs = p.parse_optional_attr_dict()
    operands = p.resolve_operands(
        grid_refs + block_refs + cluster_refs, [_INDEX] * (6 + len(cluster_refs))
    )
    operands += p.resolve_operands(dyn, [_I32] * len(dyn))
    nc = 1 if cluster_refs else 0
    props["operandSegmentSizes"] = _seg(0, 1, 1, 1, 1, 1, 1, nc, nc, nc, len(dyn))
    _split(cls, attrs, props)
    d = {"workgroup_attributions": IntegerAttr.get(_I64, len(workgroup))}
    d.update(attrs)
    return _make(cls, operands, [], props, d, [body])


def print_launch(op: Operation, p: Any) -> None:
    out = p.out
    segs = _segments(op)
    grid = [v[0] for v in segs[1:4]]
    blk = [v[0] for v in segs[4:7]]
    block = op.regions[0].blocks[0]
    a = list(block.args)
    nm = p.value_name

    def triple(kw: str, ids: list, sizes: list, vals: list) -> str:
        return (
            f" {kw}("
            + ", ".join(nm(x) for x in ids)
            + ") in ("
            + ", ".join(f"{nm(s)} = {nm(v)}" for s, v in zip(sizes, vals))
            + ")"
        )

    out.append(p.op_name_text(op.name))
    if segs[7]:
        cl = [v[0] for v in segs[7:10]]
        out.append(triple("clusters", a[12:15], a[15:18], cl))
    out.append(triple("blocks", a[0:3], a[6:9], grid))
    out.append(triple("threads", a[3:6], a[9:12], blk))
    if segs[10]:
        out.append(" dynamic_shared_memory_size " + nm(segs[10][0]))
    if "kernelModule" in op.properties:
        out.append(" module(" + p.attr_text(op.properties["kernelModule"]) + ")")
    if "kernelFunc" in op.properties:
        out.append(" function(" + p.attr_text(op.properties["kernelFunc"]) + ")")
    nbase = 18 if segs[7] else 12
    nw = workgroup_count(op)
    wg = a[nbase : nbase + nw]
    pv = a[nbase + nw :]
    if wg:
        out.append(" workgroup(" + ", ".join(f"{nm(x)} : {p.type_text(x.type)}" for x in wg) + ")")
    if pv:
        out.append(" private(" + ", ".join(f"{nm(x)} : {p.type_text(x.type)}" for x in pv) + ")")
    out.append(" ")
    p.print_region(op.regions[0], False, True)
    rest = {k: v for k, v in op.attributes.items() if k != "workgroup_attributions"}
    out.append(_attrs_text(p, rest, False))


def verify_launch(op: Operation) -> str | None:
    region = op.regions[0]
    if not region.blocks:
        return None
    block = region.blocks[0]
    segs = op.properties["operandSegmentSizes"].values
    n = 18 if segs[7] else 12
    if len(block.args) < n:
        return f"expected at least {n} arguments to body region"
    for b in region.blocks:
        t = b.last
        if t is not None and t.name == "gpu.terminator" and t.op_operands:
            return "expected 'gpu.terminator' or a terminator with successors"
    return None


# ------------------------------------------------------------------ gpu.launch_func


def _in_triple(p: Any, kw: str) -> list:
    from irlite.gen.runtime import expect_keyword

    expect_keyword(p, kw, "gpu.launch_func")
    expect_keyword(p, "in", "gpu.launch_func")
    p.expect("(", "'('")
    refs = []
    for i in range(3):
        refs.append(p.parse_operand_ref())
        if i < 2:
            p.expect(",", "','")
    p.expect(")", "')'")
    return refs


def parse_launch_func(cls: Any, p: Any) -> Operation:
    start = max(0, p.pos - len("gpu.launch_func"))
    if p.try_keyword("async"):
        p.error("custom op 'gpu.launch_func' async launches are not supported by irlite", start)
    p.ws()
    kernel = p.parse_attribute()
    cluster: list = []
    p.ws()
    if p.try_keyword("clusters"):
        p.pos -= len("clusters")
        cluster = _in_triple(p, "clusters")
    grid = _in_triple(p, "blocks")
    blk = _in_triple(p, "threads")
    size_t = _INDEX
    if p.try_lit(":"):
        size_t = p.parse_type()
    dyn: list = []
    if p.try_keyword("dynamic_shared_memory_size"):
        dyn = [p.parse_operand_ref()]
    arg_refs: list = []
    arg_types: list = []
    if p.try_keyword("args"):
        p.expect("(", "'('")
        if not p.try_lit(")"):
            while True:
                arg_refs.append(p.parse_operand_ref())
                p.expect(":", "':'")
                arg_types.append(p.parse_type())
                if p.try_lit(")"):
                    break
                p.expect(",", "')' or ','")
    attrs = p.parse_optional_attr_dict()
    sizes = grid + blk + cluster
    operands = p.resolve_operands(sizes, [size_t] * len(sizes))
    operands += p.resolve_operands(dyn, [_I32] * len(dyn))
    operands += p.resolve_operands(arg_refs, arg_types)
    nc = 1 if cluster else 0
    props = {
        "kernel": kernel,
        "operandSegmentSizes": _seg(0, 1, 1, 1, 1, 1, 1, nc, nc, nc, len(dyn), len(arg_refs), 0),
    }
    _split(cls, attrs, props)
    return _make(cls, operands, [], props, attrs, [])


def print_launch_func(op: Operation, p: Any) -> None:
    out = p.out
    segs = _segments(op)
    nm = p.value_name
    out.append(p.op_name_text(op.name) + "  " + p.attr_text(op.properties["kernel"]))

    def triple(kw: str, vals: list) -> str:
        return f" {kw} in (" + ", ".join(nm(v) for v in vals) + ")"

    if segs[7]:
        out.append(triple("clusters", [v[0] for v in segs[7:10]]))
    grid = [v[0] for v in segs[1:4]]
    out.append(triple("blocks", grid))
    out.append(triple("threads", [v[0] for v in segs[4:7]]))
    if grid[0].type is not _INDEX:
        out.append(" : " + p.type_text(grid[0].type))
    out.append(" ")
    if segs[10]:
        out.append(" dynamic_shared_memory_size " + nm(segs[10][0]))
    args = segs[11]
    if args:
        out.append(" args(" + ", ".join(f"{nm(v)} : {p.type_text(v.type)}" for v in args) + ")")
    else:
        out.append(" ")
    rest = {k: v for k, v in op.properties.items() if k not in ("kernel", "operandSegmentSizes")}
    rest.update(op.attributes)
    out.append(_attrs_text(p, rest, False))


def _kernel_names(op: Operation) -> tuple[str, str]:
    ref = op.properties["kernel"]
    return ref.root, ref.leaf


def verify_launch_func(op: Operation) -> str | None:
    ref = op.properties["kernel"]
    if not ref.nested:
        return "expected a symbol reference with a nested reference"
    return None


def verify_launch_func_symbols(op: Operation, tables: Any) -> Any:
    """MLIR 19's ``GPUDialect::verifyOperationAttribute`` checks of a launch, run with the
    module's symbol uses: the container module, its kernel, the kernel's operands."""
    from irlite.ir.diagnostics import op_error

    m = op.parent_op
    while m is not None and m.name != "builtin.module":
        m = m.parent_op
    if m is None:
        return None
    if "gpu.container_module" not in m.attributes:
        return (
            "expected the closest surrounding module to have the 'gpu.container_module' attribute"
        )
    mod_name, fn_name = _kernel_names(op)
    gm = tables.lookup_symbol_in(m, mod_name)
    if gm is None:
        return f"kernel container '{mod_name}' is undefined"
    if gm.name == "gpu.binary":
        return None
    if gm.name != "gpu.module":
        return f"kernel module '{mod_name}' is undefined"
    fn = tables.lookup_symbol_in(gm, fn_name)
    if fn is None:
        return f"kernel function '{p_ref(op)}' is undefined"
    if fn.name not in ("gpu.func", "llvm.func"):
        d = op_error(op, f"referenced kernel '{p_ref(op)}' is not a function")
        d.attach_note("see the kernel definition here", fn.loc)
        return d
    if fn.name == "llvm.func":
        return None
    if not is_kernel(fn):
        return "kernel function is missing the 'gpu.kernel' attribute"
    n_args = len(fn.properties["function_type"].value.inputs)
    n_ops = op.properties["operandSegmentSizes"].values[11]
    if n_args != n_ops:
        return "got " + str(n_ops) + " kernel operands but expected " + str(n_args)
    return None


def p_ref(op: Operation) -> str:
    r = op.properties["kernel"]
    return "@" + r.root + "".join("::@" + n for n in r.nested)


# ------------------------------------------------------------------ gpu.binary


#: ``#gpu.select_object``: a ``gpu.binary``'s default offloading handler
_SELECT_OBJECT = DialectAttr.get("gpu", "select_object")


def parse_binary(cls: Any, p: Any) -> Operation:
    props: dict = {"sym_name": _sym_name(p)}
    p.ws()
    if p.src.startswith("<", p.pos):
        p.pos += 1
        props["offloadingHandler"] = p.parse_attribute()
        p.expect(">", "'>'")
    else:  # MLIR's parseOffloadingHandler: absent is the default handler
        props["offloadingHandler"] = _SELECT_OBJECT
    attrs = p.parse_optional_attr_dict()
    p.ws()
    props["objects"] = p.parse_attribute()
    _split(cls, attrs, props)
    return _make(cls, [], [], props, attrs, [])


def print_binary(op: Operation, p: Any) -> None:
    out = p.out
    out.append(
        p.op_name_text(op.name)
        + " "
        + p.attr_text(SymbolRefAttr.get(op.properties["sym_name"].value))
    )
    h = op.properties.get("offloadingHandler")
    # MLIR's printOffloadingHandler leaves the default handler out
    out.append(" <" + p.attr_text(h) + ">" if h is not None and h is not _SELECT_OBJECT else " ")
    out.append(_attrs_text(p, dict(op.attributes), False))
    out.append(" " + p.attr_text(op.properties["objects"]))


# ------------------------------------------------------------------ others


def verify_shuffle(op: Operation) -> str | None:
    return None


def parse_AsyncDependencies(p: Any) -> tuple:
    """``custom<AsyncDependencies>``: irlite has no async tokens, so only an empty
    dependency list (``[]``, which MLIR prints nowhere but reads) is read."""
    p.ws()
    if p.src.startswith("async", p.pos):
        p.error("async GPU operations are not supported by irlite")
    if p.src.startswith("[", p.pos):
        start = p.pos
        p.pos += 1
        p.ws()
        if not p.src.startswith("]", p.pos):
            p.error("async GPU dependencies are not supported by irlite", start)
        p.pos += 1
    return ([], [])


def print_AsyncDependencies(p: Any, op: Operation, types: Any, deps: Any) -> str:
    return ""


def verify_memcpy(op: Operation) -> str | None:
    d, s = (o.value.type for o in op.op_operands[-2:])
    if s.element_type is not d.element_type:
        return "arguments have incompatible element type"
    if s.shape != d.shape:
        return "arguments have incompatible shape"
    return None


_INT_ONLY = ("and", "or", "xor", "minsi", "minui", "maxsi", "maxui")
_FLOAT_ONLY = ("minnumf", "maxnumf", "minimumf", "maximumf")


def _kind_type_error(kind: str | None, t: Any) -> str | None:
    from irlite.ir.types import FloatType, VectorType

    et = t.element_type if isinstance(t, VectorType) else t
    if kind in _INT_ONLY and not isinstance(et, IntegerType):
        return f"`{kind}` reduction operation is not compatible with type {_q(t)}"
    if kind in _FLOAT_ONLY and not isinstance(et, FloatType):
        return f"`{kind}` reduction operation is not compatible with type {_q(t)}"
    return None


def _q(t: Any) -> str:
    return f"'{t}'"


def verify_subgroup_reduce(op: Operation) -> str | None:
    return _kind_type_error(all_reduce_kind(op), op.op_operands[0].value.type)


def verify_all_reduce(op: Operation) -> str | None:
    """AllReduceOp::verifyRegions, with MLIR 19's messages."""
    region = op.regions[0]
    kind = all_reduce_kind(op)
    empty = not region.blocks or (len(region.blocks) == 1 and region.blocks[0].first is None
                                  and not region.blocks[0].args)  # fmt: skip
    if (kind is None) == empty:
        return "expected either an op attribute or a non-empty body"
    t = op.op_operands[0].value.type
    if kind is not None:
        return _kind_type_error(kind, t)
    b = region.blocks[0]
    if len(b.args) != 2:
        return "expected two region arguments"
    if any(a.type is not t for a in b.args):
        return "incorrect region argument type"
    yields = 0
    for blk in region.blocks:
        term = blk.last
        if term is not None and term.name == "gpu.yield":
            vals = [o.value for o in term.op_operands]
            if len(vals) != 1:
                return "expected one gpu.yield operand"
            if vals[0].type is not t:
                return "incorrect gpu.yield type"
            yields += 1
    if not yields:
        return "expected gpu.yield op in region"
    return None
