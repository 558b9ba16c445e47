"""A ``flow.executable``'s entry function as a CPU kernel over a range of rows.

``build_kernel(func)`` turns the entry function of an export (arguments: scalars, extents
and ``!iree_tensor_ext.dispatch.tensor`` bindings loaded and stored whole) into a plain
function on tensors and memrefs that ``irlite.compile`` lowers with the default pipeline:

    func.func @kernel(%wg_begin: index, %wg_end: index,
                      <per argument: a tensor (readonly binding), a memref (writeonly
                       binding), or the scalar itself>)

A *workgroup* is a range ``[wg_begin, wg_end)`` of the outermost parallel loop shared by
every structured op of the dispatch (found through ``LinalgStructuredOpInterface``): when
each op's results are indexed by one parallel loop ``p`` in their first dimension, and each
of its tensor inputs either in its first dimension by ``p`` alone or not by ``p`` at all,
the rows of the results are independent. Then the kernel is *row-split*: every tensor
indexed by ``p`` (a *row tensor*: results, row-indexed loads, the ``tensor.empty``s they
start from) has ``?`` rows in the kernel, the host passes row views ``a[b:e]`` of those
arguments (C-contiguous, so the memref ABI takes them as they are) and of the outputs,
and ``linalg.index`` of ``p`` reads ``wg_begin`` plus the local index. Otherwise the kernel
takes the whole tensors and runs as one workgroup. Every result is written through
``bufferization.materialize_in_destination`` into its output memref; the ``tensor.empty``
its value starts from is replaced by that memref (``bufferization.to_tensor restrict
writable``), so the ops write the output in place (MLIR's eliminate-empty-tensors).

A load or store of part of a binding becomes a ``tensor.extract_slice`` of the tensor
argument or a ``memref.subview`` of the output (several stores may fill one output); such
a kernel runs as one workgroup.

A ``readwrite`` binding (a result tied to an argument, ``-> %arg``) is a memref the host
fills with the argument's contents; its load reads it (``bufferization.to_tensor``) and
its store writes it; read by rows it is passed by rows, read whole it makes the kernel one
workgroup.

What it does not do: row-splitting tensors whose first dimension is dynamic, or partial
loads and stores (those dispatches run as one workgroup); tiling along more than one
loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...ir.affine import AffineDimExpr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from ...ir.types import IndexType, MemRefType, RankedTensorType

__all__ = ["KernelArg", "KernelError", "KernelSpec", "build_kernel"]

_INDEX = IndexType.get()
K_DYNAMIC = -(1 << 63)  # MLIR's ShapedType::kDynamic in static_sizes


class KernelError(Exception):
    """The dispatch cannot be run as a CPU kernel (the reason is the message)."""


@dataclass
class KernelArg:
    """How the host passes argument ``index`` of the dispatch function: ``kind`` is
    ``"tensor"`` (a readonly binding), ``"output"`` (a writeonly binding: result
    ``result``) or ``"scalar"``; ``row``: as the view of rows ``[b, e)``."""

    index: int
    kind: str
    row: bool = False
    result: int = -1


@dataclass
class KernelSpec:
    """The kernel module (``module``, one public ``func.func @name``), its arguments after
    ``(wg_begin, wg_end)``, and ``rows``: the row count a workgroup range splits (None:
    the kernel runs as one workgroup); ``workgroup_rows``: the rows every workgroup must
    have (a kernel specialized to it), or None (any range)."""

    module: Any
    name: str
    args: list[KernelArg] = field(default_factory=list)
    rows: int | None = None
    reason: str = ""
    workgroup_rows: int | None = None


def _is_binding(t: Any) -> bool:
    return type(t).__name__ == "DispatchTensorType"


def _whole(op: Operation, shape: tuple) -> bool:
    p = op.properties
    return (
        all(v == 0 for v in p["static_offsets"].values)
        and list(p["static_strides"].values) == [1] * len(shape)
        and all((s == d) or d < 0 for s, d in zip(p["static_sizes"].values, shape))
    )


class _Rows:
    """The row-split analysis: which tensors of the body are row tensors."""

    def __init__(self) -> None:
        self.state: dict = {}  # value -> "row" | "whole"
        self.sources: set = set()  # undecided: whole loads and tensor.emptys
        self.index_patches: list = []  # (linalg.index op) reading the row loop
        self.failure = ""

    def need(self, v: Any, s: str) -> bool:
        cur = self.state.get(v)
        if cur is None:
            if v in self.sources or not isinstance(v.type, RankedTensorType):
                self.state[v] = s
                return True
            self.state[v] = "whole"
            cur = "whole"
        return cur == s

    def fail(self, why: str) -> bool:
        self.failure = self.failure or why
        return False

    def structured(self, op: Operation, lop: Any, dps: Any) -> bool:
        maps = lop.indexing_maps()
        iters = lop.iterator_types()
        inits = dps.dps_init_operands()
        if not inits:
            return self.fail(f"'{op.name}' has no init")
        n_in = len(op.op_operands) - len(inits)
        init_maps = maps[n_in:]
        first = init_maps[0].results[0] if init_maps[0].results else None
        if not isinstance(first, AffineDimExpr) or iters[first.position] != "parallel":
            return self.fail(f"'{op.name}' does not index its result rows by a parallel loop")
        p = first.position
        for o, m in zip(op.op_operands, maps):
            if not isinstance(o.value.type, RankedTensorType):
                continue
            uses_p = [i for i, e in enumerate(m.results) if e.is_function_of_dim(p)]
            is_init = o.index >= n_in
            if uses_p == [0] and isinstance(m.results[0], AffineDimExpr):
                if not self.need(o.value, "row"):
                    return self.fail(f"an operand of '{op.name}' is read by rows and whole")
            elif not uses_p and not is_init:
                if not self.need(o.value, "whole"):
                    return self.fail(f"an operand of '{op.name}' is read by rows and whole")
            else:
                return self.fail(f"'{op.name}' reads an operand across rows")
        for r in op.results:
            self.state[r] = "row"
        for inner in lop.payload_region().blocks[0].ops if op.name == "linalg.generic" else ():
            if inner.name == "linalg.index" and inner.properties["dim"].value == p:
                self.index_patches.append(inner)
        return True

    def other(self, op: Operation) -> bool:
        for o in op.op_operands:
            if isinstance(o.value.type, RankedTensorType) and not self.need(o.value, "whole"):
                return self.fail(f"'{op.name}' reads a row tensor")
        for nested in op.walk():
            if nested is op:
                continue
            for o in nested.op_operands:
                if self.state.get(o.value) == "row":
                    return self.fail(f"'{nested.name}' reads a row tensor")
        for r in op.results:
            if isinstance(r.type, RankedTensorType):
                self.state[r] = "whole"
        return True


def _analyze(func: Operation) -> tuple[_Rows, int | None]:
    rows = _Rows()
    block = func.regions[0].blocks[0]
    ok = True
    for op in block.ops:
        if op.name.startswith("iree_tensor_ext.dispatch.tensor."):
            b = op.op_operands[0 if op.name.endswith(".load") else 1].value
            if not _whole(op, b.type.shape):
                rows.fail("a load or store of part of a binding")
                return rows, None
        if op.name in ("iree_tensor_ext.dispatch.tensor.load", "tensor.empty"):
            rows.sources.add(op.results[0])
        elif op.name == "iree_tensor_ext.dispatch.tensor.store":
            v = op.op_operands[0].value
            if not rows.need(v, "row"):
                ok = rows.fail("a stored result is not split by rows")
        elif op.name == "func.return":
            pass
        else:
            lop = op.interface(LinalgStructuredOpInterface)
            dps = op.interface(DestinationStyleOpInterface)
            if lop is not None and dps is not None:
                ok = rows.structured(op, lop, dps)
            else:
                ok = rows.other(op)
        if not ok:
            return rows, None
    extents = {v.type.shape[0] for v, s in rows.state.items() if s == "row"}
    if len(extents) != 1 or min(extents) < 0:
        rows.fail("row tensors of different or dynamic row counts")
        return rows, None
    return rows, extents.pop()


def _row_type(t: Any, rows: int = -1) -> Any:
    return RankedTensorType.get([rows, *t.shape[1:]], t.element_type)


def build_kernel(
    func: Operation, name: str = "kernel", workgroup_rows: int | None = None
) -> KernelSpec:
    """The kernel of dispatch function ``func`` (not modified); ``KernelError`` when an op
    or binding use is not supported. ``workgroup_rows``: when it divides the row count of
    a row-split kernel, every workgroup has that many rows and the kernel's row tensors
    have it as their static first extent (``spec.workgroup_rows``; the loops and the
    matmul micro-kernel then know their trip counts); else ``?`` rows."""

    rows, n_rows = _analyze(func)
    row_mode = n_rows is not None
    state = rows.state if row_mode else {}
    block = func.regions[0].blocks[0]

    def is_row(v: Any) -> bool:
        return state.get(v) == "row"

    binding_row, out_result = _bindings(block, is_row)
    rw_whole = any(
        _is_binding(a.type) and a.type.access == "readwrite" and not binding_row.get(a, True)
        for a in block.args
    )
    if row_mode and rw_whole:  # a read-write binding read whole is written whole too
        row_mode, n_rows, state = False, None, {}
        rows.failure = "a read-write binding read whole"
        binding_row, out_result = _bindings(block, is_row)
    wr = -1
    if row_mode and workgroup_rows and n_rows % workgroup_rows == 0:
        wr = workgroup_rows
    specs: list[KernelArg] = []
    types: list = [_INDEX, _INDEX]
    for i, a in enumerate(block.args):
        t = a.type
        if _is_binding(t):
            if t.access == "readonly":
                r = binding_row.get(a, False)
                specs.append(KernelArg(i, "tensor", r))
                types.append(_row_type(t.bound_type, wr) if r else t.bound_type)
            elif t.access == "writeonly":
                if a not in out_result:
                    raise KernelError("a writeonly binding that is never stored")
                bt = t.bound_type
                specs.append(KernelArg(i, "output", row_mode, out_result[a]))
                shape = [wr, *bt.shape[1:]] if row_mode else list(bt.shape)
                types.append(MemRefType.get(shape, bt.element_type))
            else:  # read-write: a buffer the host fills with the tied argument
                bt = t.bound_type
                specs.append(KernelArg(i, "inout", row_mode))
                shape = [wr, *bt.shape[1:]] if row_mode else list(bt.shape)
                types.append(MemRefType.get(shape, bt.element_type))
        else:
            specs.append(KernelArg(i, "scalar"))
            types.append(t)
    spec = _emit(func, name, rows, n_rows, row_mode, state, specs, types, wr)
    spec.workgroup_rows = wr if wr > 0 else None
    return spec


def _bindings(block: Any, is_row: Any) -> tuple[dict, dict]:
    """Which bindings are loaded by rows, and the index of each writeonly binding among
    the dispatch's untied results."""
    binding_row: dict = {}
    out_result: dict = {}
    n_out = 0
    for op in block.ops:
        if op.name == "iree_tensor_ext.dispatch.tensor.load":
            b = op.op_operands[0].value
            if b in binding_row and binding_row[b] != is_row(op.results[0]):
                raise KernelError("a binding loaded by rows and whole")
            binding_row[b] = is_row(op.results[0])
        elif op.name == "iree_tensor_ext.dispatch.tensor.store":
            b = op.op_operands[1].value
            if b in out_result and _whole(op, b.type.shape):
                raise KernelError("a binding stored whole and again")
            if len(op.op_operands[0].value.type.shape) != len(b.type.shape):
                raise KernelError("a store of lower rank than its binding")
            out_result[b] = -1
    for a in block.args:  # untied result i of the dispatch is the i-th writeonly binding
        if _is_binding(a.type) and a.type.access == "writeonly" and a in out_result:
            out_result[a] = n_out
            n_out += 1
    return binding_row, out_result


def _emit(
    func: Operation,
    name: str,
    rows: _Rows,
    n_rows: int | None,
    row_mode: bool,
    state: dict,
    specs: list,
    types: list,
    wr: int = -1,
) -> KernelSpec:
    from ...dialects import bufferization, builtin, tensor
    from ...dialects import func as func_d

    block = func.regions[0].blocks[0]

    def is_row(v: Any) -> bool:
        return state.get(v) == "row"

    loc = func.loc
    mod = builtin.module(loc=loc)
    with Builder.at_end(mod.body, loc=loc):
        k = func_d.func(name, types, [])
    _mark_noalias(k, types)
    kb = k.regions[0].blocks[0]
    kargs = list(kb.args)
    wg_begin, wg_end = kargs[0], kargs[1]
    mapping: dict = {}
    for spec, ka in zip(specs, kargs[2:]):
        mapping[block.args[spec.index]] = ka
    patches = set(id(o) for o in rows.index_patches) if row_mode else set()
    with Builder.at_end(kb, loc=loc):
        n = _row_count(specs, kargs, wg_begin, wg_end) if row_mode else None
        if row_mode and wr < 0:
            for spec, ka in zip(specs, kargs[2:]):
                if spec.kind in ("output", "inout"):
                    mapping[block.args[spec.index]] = _with_rows(ka, n)
        for op in block.ops:
            if op.name == "iree_tensor_ext.dispatch.tensor.load":
                src = mapping[op.op_operands[0].value]
                if isinstance(src.type, MemRefType):  # a read-write binding
                    src = bufferization.to_tensor(
                        src, restrict=True, writable=True, result_type=_tensor_of(src.type)
                    )
                if not _whole(op, op.op_operands[0].value.type.shape):
                    src = _slice(op, 2, src, op.results[0].type, mapping)
                mapping[op.results[0]] = src
            elif op.name == "iree_tensor_ext.dispatch.tensor.store":
                src = mapping[op.op_operands[0].value]
                dst = mapping[op.op_operands[1].value]
                if not _whole(op, op.op_operands[1].value.type.shape):
                    dst = _slice(op, 3, dst, None, mapping)
                bufferization.materialize_in_destination(src, dst, restrict=True, writable=True)
            elif op.name == "func.return":
                func_d.return_([])
            elif op.name == "tensor.empty" and is_row(op.results[0]):
                t = op.results[0].type
                dyn = [mapping.get(o.value, o.value) for o in op.op_operands]
                sizes = [n, *dyn] if wr < 0 else dyn
                mapping[op.results[0]] = tensor.empty(sizes, result_type=_row_type(t, wr))
            else:
                new = op.clone(mapping)
                Builder.current().insert(new)
                for old_r, new_r in zip(op.results, new.results):
                    if is_row(old_r):
                        new_r.type = _row_type(old_r.type, wr)
                if patches:
                    _patch_indices(op, new, patches, wg_begin)
    spec = KernelSpec(mod, name, specs, n_rows, rows.failure)
    _reuse_dead_inputs(k)
    _eliminate_empty_outputs(k)
    return spec


def _mark_noalias(k: Operation, types: list) -> None:
    """Every tensor and memref argument of the kernel gets ``llvm.noalias``: the host
    passes a fresh buffer (or a row view of one) for each output and read-write binding,
    and only reads the tensor arguments (which may share memory with each other, as
    ``noalias`` allows for memory nothing writes). Loop fusion and accumulator promotion
    then know that the outputs overlap no input, and LLVM's vectorizer that its loops'
    loads and stores do not overlap (``convert-to-llvm{memref-arg-noalias}`` puts it on
    the aligned pointers)."""
    from ...ir.attributes import ArrayAttr, DictionaryAttr, UnitAttr

    marked = DictionaryAttr.get({"llvm.noalias": UnitAttr.get()})
    attrs = [
        marked if isinstance(t, (RankedTensorType, MemRefType)) else DictionaryAttr.get()
        for t in types
    ]
    k.properties["arg_attrs"] = ArrayAttr.get(attrs)


def _tensor_of(t: Any) -> Any:
    return RankedTensorType.get(list(t.shape), t.element_type)


def _slice(op: Operation, first: int, v: Any, result_type: Any, mapping: dict) -> Any:
    """The part of ``v`` (a kernel argument) a partial load or store names: a
    ``tensor.extract_slice`` of a tensor (of ``result_type``, which may drop unit
    dimensions, as a load's may) or a ``memref.subview`` of an output. ``first``: the index
    of the op's offsets group among its operand segments."""
    from ...dialects import memref, tensor

    seg = op.properties["operandSegmentSizes"].values
    vals = [mapping.get(o.value, o.value) for o in op.op_operands]
    start = sum(seg[:first])
    groups = []
    for n in seg[first : first + 3]:
        groups.append(vals[start : start + n])
        start += n
    static = {k: list(op.properties[k].values) for k in ("static_offsets", "static_sizes")}
    static["static_strides"] = list(op.properties["static_strides"].values)
    if isinstance(v.type, MemRefType):
        return memref.subview(v, *groups, **static)
    return tensor.extract_slice(v, *groups, result_type=result_type, **static)


def _row_count(specs: list, kargs: list, wg_begin: Any, wg_end: Any) -> Any:
    """The workgroup's row count, as the extent of its first row-view tensor argument
    (every row view has ``wg_end - wg_begin`` rows): loops over that argument and over
    the buffers allocated with this count then share one bound, which lets later passes
    fuse them (``scf-for-loop-fusion``), while the arguments keep identity layouts (the
    matmul micro-kernel takes them as they are)."""
    from ...dialects import arith, tensor

    for spec, ka in zip(specs, kargs[2:]):
        if spec.row and spec.kind == "tensor":
            return tensor.dim(ka, arith.constant(0, _INDEX))
    return arith.subi(wg_end, wg_begin)


def _with_rows(m: Any, n: Any) -> Any:
    """Output (or read-write) row view ``m`` as a ``memref.reinterpret_cast`` of itself to
    ``n`` rows (``n``: the row count of ``_row_count``, which is ``m``'s own): the loops
    over it then take their bound from ``n`` too (``memref.dim`` of the cast folds to
    ``n``), so they fuse with the loops over the inputs. ``m`` unchanged when a dimension
    after the first is dynamic."""
    from ...dialects import memref

    t = m.type
    rest = list(t.shape[1:])
    if any(d < 0 for d in rest):
        return m
    strides = []
    acc = 1
    for d in reversed(rest):
        strides.append(acc)
        acc *= d
    strides = [acc, *reversed(strides)]
    return memref.reinterpret_cast(
        m,
        [],
        [n],
        [],
        static_offsets=[0],
        static_sizes=[K_DYNAMIC, *rest],
        static_strides=strides,
        result_type=t,
    )


def _patch_indices(old: Operation, new: Operation, patches: set, wg_begin: Any) -> None:
    """``linalg.index`` of the row loop in ``new`` (a clone of ``old``) reads the global
    row: ``wg_begin + index``."""
    from ...dialects import arith

    olds = [o for o in old.walk(post_order=False)]
    news = [o for o in new.walk(post_order=False)]
    for o, c in zip(olds, news):
        if id(o) in patches:
            with Builder.after(c, loc=c.loc):
                s = arith.addi(c.results[0], wg_begin)
            add = s.owner
            c.results[0].replace_uses_if(s, lambda u, add=add: u.owner is not add)


def _reuse_dead_inputs(k: Operation) -> None:
    """An elementwise op (every loop parallel) that writes into a ``tensor.empty`` and
    reads, through the same indexing map, a tensor of the init's type that nothing reads
    after it, writes into that tensor instead (its init becomes the input): bufferized,
    it updates the input's buffer in place rather than filling a new one. Softmax's
    division then scales the exponentials where they were stored, and mlp's bias and
    relu update the matmul's result; with ``_eliminate_empty_outputs`` both land in the
    output itself, and no intermediate of the size of the output is allocated. (The
    payload never reads the init of a ``tensor.empty``, so its values do not matter;
    bufferization still copies if the input turns out to be read later.)"""
    block = k.regions[0].blocks[0]
    for op in list(block.ops):
        lop = op.interface(LinalgStructuredOpInterface)
        dps = op.interface(DestinationStyleOpInterface)
        if lop is None or dps is None or len(op.results) != 1:
            continue
        inits = dps.dps_init_operands()
        if len(inits) != 1 or any(t != "parallel" for t in lop.iterator_types()):
            continue
        init = inits[0]
        empty = init.value.owner_op
        if empty is None or empty.name != "tensor.empty":
            continue
        payload = lop.payload_region().blocks[0]
        if payload.args[init.index].has_uses():
            continue
        maps = lop.indexing_maps()
        for o in dps.dps_input_operands():
            v = o.value
            producer = v.owner_op
            if (
                v.type != init.value.type
                or maps[o.index] != maps[init.index]
                or producer is None
                or producer.parent is not block
                or not _last_use(v, op, block)
            ):
                continue
            init.set(v)
            if not empty.results[0].has_uses():
                empty.erase()
            break


def _last_use(v: Any, op: Operation, block: Any) -> bool:
    """Whether every use of ``v`` outside ``op`` is in an op before ``op`` in ``block``."""
    for use in v.uses:
        user = use.owner
        while user is not None and user.parent is not block:
            user = user.parent_op
        if user is None or (user is not op and not user.is_before_in_block(op)):
            return False
    return True


def _eliminate_empty_outputs(k: Operation) -> None:
    """Each result written by ``materialize_in_destination`` into an output memref starts
    from that memref: the use of a ``tensor.empty`` at the end of its chain of
    destination-style inits reads ``bufferization.to_tensor %out restrict writable``
    instead (other uses of the empty keep it)."""
    from ...dialects import bufferization

    for op in list(k.regions[0].blocks[0].ops):
        if op.name != "bufferization.materialize_in_destination":
            continue
        v = op.op_operands[0].value
        dst = op.op_operands[1].value
        while True:
            d = v.owner_op
            dps = d.interface(DestinationStyleOpInterface) if d is not None else None
            if dps is None:
                break
            operand = dps.tied_op_operand(v)
            w = operand.value
            e = w.owner_op
            if e is not None and e.name == "tensor.empty":
                if tuple(w.type.shape) == tuple(dst.type.shape):
                    with Builder.before(d, loc=d.loc):
                        t = bufferization.to_tensor(
                            dst, restrict=True, writable=True, result_type=w.type
                        )
                    operand.set(t)
                    if not w.has_uses():
                        e.erase()
                break
            v = w
