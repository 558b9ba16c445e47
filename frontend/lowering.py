"""The lowering table: each traced numpy op as ``linalg``/``tensor``/``arith``/``math`` ops.

``LOWERINGS`` maps a traced op name (``frontend.tracer``'s ``Node.op``) to a
``Lowering``: ``build(lw, node, inputs)`` emits the ops computing ``node`` at the
current builder from its inputs' tensors and returns the result tensor, and
``supports(node)`` says whether it can (the dtypes it handles). What has no entry, or
an entry that does not support the node, is a fallback (``frontend.tracer``): the graph
is split there and the op runs in numpy. Inductor's ``lowerings`` dict is the model:
one small, readable entry per op, sharing a few helpers of ``Lowerer``:

* elementwise ops (ufuncs, ``where``, ``astype``, ``broadcast_to``) are one
  ``linalg.generic`` with numpy's broadcasting as indexing maps (a size-1 dimension that
  broadcasts is collapsed away first, so that every map is a projected permutation,
  which fusion asks for); operands are cast to the ufunc loop's dtypes in the payload;
* reductions are a ``linalg.generic`` with reduction iterators into a ``linalg.fill``ed
  init (``keepdims`` is an ``expand_shape`` after it); ``mean`` divides after;
* ``matmul``/``dot`` are ``linalg.matmul`` or ``linalg.batch_matmul`` (1-D operands
  and batch broadcasting by reshapes and broadcasts around them, as numpy defines them);
* layout ops are ``linalg.transpose``, ``tensor.collapse_shape``/``expand_shape`` and
  ``tensor.extract_slice``; ``*_like`` constructors a ``linalg.fill``;
* ``cumsum`` is a scan (``Lowerer.scan``): an ``scf.for`` along the axis carrying the
  result, one ``linalg.generic`` per step on two slabs, numpy's order of additions;
* integer ``floor_divide``/``remainder`` guard the divisor (numpy's 0 for ``x // 0``, no
  trap) and integer ``power`` squares (numpy's wrapping), see the entries.

``build_module(graph, nodes, inputs, outputs)`` makes the tensor-level ``func.func``
of one compiled segment. Each op carries the user's location, as
``loc("<op>#<id>"("file":line:col))``, so that what fusion merged can be traced back.

What it does not do: decide fusion (``linalg-fuse-elementwise-ops`` and the dispatch
passes do), or check shapes (the tracer did, as numpy does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..ir.affine import AffineMap, get_affine_dim_expr
from ..ir.attributes import ArrayAttr, IntegerAttr
from ..ir.builder import Builder, module
from ..ir.location import FileLineColLoc, NameLoc
from ..ir.types import FloatType, IndexType, IntegerType, RankedTensorType
from ..rules.memref import K_DYNAMIC
from .tracer import SUPPORTED_DTYPES, Graph, Node


class _Dialect:
    """``irlite.dialects.<name>``, imported when one of its constructors is first called:
    the table names constructors (``arith.addf``) without loading the dialects, so that
    checking what it supports, and a disk-cache hit, load none of them."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: Any = None

    def __getattr__(self, op: str) -> Callable[..., Any]:
        def construct(*args: Any, **kwargs: Any) -> Any:
            if self._module is None:
                import importlib

                self._module = importlib.import_module(f"irlite.dialects.{self._name}")
            return getattr(self._module, op)(*args, **kwargs)

        construct.__name__ = f"{self._name}.{op}"
        return construct


arith, func, linalg, math, scf, tensor = (
    _Dialect(n) for n in ("arith", "func", "linalg", "math", "scf", "tensor")
)

__all__ = ["LOWERINGS", "Lowerer", "Lowering", "build_module", "element_type", "supports"]

_I64 = IntegerType.get(64)

_ELEMENT_TYPES = {
    np.dtype(np.bool_): IntegerType.get(1),
    np.dtype(np.int32): IntegerType.get(32),
    np.dtype(np.int64): IntegerType.get(64),
    np.dtype(np.float32): FloatType.get("f32"),
    np.dtype(np.float64): FloatType.get("f64"),
}


def element_type(dt: np.dtype) -> Any:
    """The MLIR element type of a supported numpy dtype."""
    return _ELEMENT_TYPES[np.dtype(dt)]


def tensor_type(shape: Sequence[int], dt: np.dtype) -> Any:
    return RankedTensorType.get(list(shape), element_type(dt))


def _kind(dt: np.dtype) -> str:
    """``"f"``, ``"i"`` (signed) or ``"b"`` (bool)."""
    return "b" if dt.kind == "b" else "f" if dt.kind == "f" else "i"


def _reassoc(groups: Sequence[Sequence[int]]) -> Any:
    return ArrayAttr.get([ArrayAttr.get([IntegerAttr.get(_I64, i) for i in g]) for g in groups])


# ----------------------------------------------------------------------------- scalars


def constant(value: Any, dt: np.dtype) -> Any:
    """An ``arith.constant`` of ``value`` as ``dt`` (numpy's cast of it)."""
    dt = np.dtype(dt)
    v = np.array(value).astype(dt)[()]
    if dt.kind == "f":
        return arith.constant(float(v), element_type(dt))
    return arith.constant(bool(v) if dt.kind == "b" else int(v), element_type(dt))


def cast(v: Any, src: np.dtype, dst: np.dtype) -> Any:
    """The scalar ``v`` of dtype ``src`` converted to ``dst`` as numpy's ``astype``."""
    src, dst = np.dtype(src), np.dtype(dst)
    if src == dst:
        return v
    s, d, t = _kind(src), _kind(dst), element_type(dst)
    if d == "b":
        zero = constant(0, src)
        if s == "f":
            return arith.cmpf(v, zero, predicate="une")
        return arith.cmpi(v, zero, predicate="ne")
    if s == "f" and d == "f":
        return (arith.extf if dst.itemsize > src.itemsize else arith.truncf)(v, result_type=t)
    if s == "f":
        return arith.fptosi(v, result_type=t)
    if d == "f":
        return (arith.uitofp if s == "b" else arith.sitofp)(v, result_type=t)
    if dst.itemsize > src.itemsize or s == "b":
        return (arith.extui if s == "b" else arith.extsi)(v, result_type=t)
    return arith.trunci(v, result_type=t)


# ----------------------------------------------------------------------------- the lowerer


class Lowerer:
    """Builds one segment's function: tensors of nodes (``value``) and the helpers the
    table's entries share. Ops are built at the current builder."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph
        self.values: dict[int, Any] = {}
        #: the location of the node being lowered (payload ops get it too)
        self.loc: Any = None
        #: node id -> (tensor, shape) of a keepdims result before its size-1 dims were
        #: added: a consumer that broadcasts them away reads it directly, with no
        #: expand_shape/collapse_shape pair between the two ops to stop their fusion
        self.squeezed: dict[int, tuple[Any, tuple[int, ...]]] = {}

    def _at(self, b: Builder) -> bool:
        """Give payload builder ``b`` the node's location (True, to chain in a lambda)."""
        b.loc = self.loc
        return True

    def value(self, node: Node) -> Any:
        """The tensor of ``node`` (a scalar constant becomes a filled 0-d tensor)."""
        v = self.values.get(node.id)
        if v is None:
            if node.op != "const":
                raise KeyError(f"node %{node.id} has no value in this segment")
            v = self.fill((), node.dtype, node.attrs["value"])
            self.values[node.id] = v
        return v

    # -- building blocks
    def empty(self, shape: Sequence[int], dt: np.dtype) -> Any:
        return tensor.empty(result_type=tensor_type(shape, dt))

    def fill(self, shape: Sequence[int], dt: np.dtype, value: Any) -> Any:
        init = self.empty(shape, dt)
        return linalg.fill([constant(value, dt)], [init]).results[0]

    def reshape(self, v: Any, src: Sequence[int], dst: Sequence[int], dt: np.dtype) -> Any:
        """``v`` (shape ``src``) as shape ``dst``: one ``collapse_shape`` or ``expand_shape``
        when one shape groups the other's dimensions, else a collapse to 1-D and an
        expand from it."""
        src, dst = tuple(src), tuple(dst)
        if src == dst:
            return v
        if len(src) > len(dst):
            groups = _grouping(src, dst)
            if groups is not None:
                return tensor.collapse_shape(
                    v, reassociation=_reassoc(groups), result_type=tensor_type(dst, dt)
                )
        elif len(src) < len(dst):
            groups = _grouping(dst, src)
            if groups is not None:
                return tensor.expand_shape(
                    v,
                    reassociation=_reassoc(groups),
                    static_output_shape=list(dst),
                    result_type=tensor_type(dst, dt),
                )
        n = int(np.prod(src, dtype=np.int64))
        flat = self.reshape(v, src, (n,), dt) if len(src) != 1 else v
        return self.reshape(flat, (n,), dst, dt) if len(dst) != 1 else flat

    def broadcast_operand(
        self,
        v: Any,
        shape: Sequence[int],
        out: Sequence[int],
        dt: np.dtype,
        node: Node | None = None,
        drop: Sequence[int] = (),
    ) -> tuple[Any, AffineMap]:
        """``v`` (shape ``shape``) read at each point of the loop nest over ``out`` (less
        its dims ``drop``, size-1 dims the loops leave out) by numpy's broadcasting: the
        operand (its broadcast or dropped size-1 dimensions collapsed away) and its
        projected-permutation indexing map."""
        rank, lead = len(out), len(out) - len(shape)
        pos, k = {}, 0
        for i in range(rank):
            if i not in drop:
                pos[i] = k
                k += 1
        keep = [j for j, d in enumerate(shape) if d == out[lead + j] and lead + j not in drop]
        if len(keep) != len(shape):
            kept_shape = tuple(shape[j] for j in keep)
            sq = self.squeezed.get(node.id) if node is not None else None
            v = (
                sq[0]
                if sq is not None and sq[1] == kept_shape
                else self.reshape(v, shape, kept_shape, dt)
            )
        exprs = [get_affine_dim_expr(pos[lead + j]) for j in keep]
        return v, AffineMap.get(k, 0, exprs)

    def elementwise(
        self,
        node: Node,
        inputs: Sequence[Node],
        loop: Sequence[np.dtype],
        payload: Callable[..., Any],
    ) -> Any:
        """One ``linalg.generic`` over ``node.shape``: each input (broadcast, scalar
        constants inlined) cast to its loop dtype ``loop[i]``, ``payload(*values)``
        computing the result in ``loop[-1]``, stored as ``node.dtype``. Size-1 dims of
        the result are left out of the loops (and put back by an ``expand_shape``): a
        chain of ops on ``keepdims`` shapes then has the loops of the rows it follows."""
        full = node.shape
        drop = [i for i, d in enumerate(full) if d == 1] if 1 in full and set(full) != {1} else []
        out = tuple(d for i, d in enumerate(full) if i not in drop)
        ins, maps, slots = [], [], []
        for n in inputs:
            if n.op == "const":
                slots.append(("const", n))
                continue
            v, m = self.broadcast_operand(self.value(n), n.shape, full, n.dtype, n, drop)
            ins.append(v)
            maps.append(m)
            slots.append(("arg", n))
        init = self.empty(out, node.dtype)
        maps.append(AffineMap.get_multi_dim_identity(len(out)))

        def body(b: Builder, *args: Any) -> list[Any]:
            b.loc = self.loc
            vals, k = [], 0
            for (kind, n), want in zip(slots, loop, strict=False):
                if kind == "const":
                    vals.append(constant(n.attrs["value"], want))
                else:
                    vals.append(cast(args[k], n.dtype, want))
                    k += 1
            return [cast(payload(*vals), loop[-1], node.dtype)]

        r = linalg.generic(ins, [init], maps, ["parallel"] * len(out), body).results[0]
        if not drop:
            return r
        self.squeezed[node.id] = (r, out)
        return self.reshape(r, out, full, node.dtype)

    def reduction(
        self,
        node: Node,
        x: Node,
        acc: np.dtype,
        init_value: Any,
        combine: Callable[[Any, Any], Any],
        keepdims: bool | None = None,
    ) -> Any:
        """``node.attrs["axes"]`` of ``x`` reduced with ``combine(element, accumulator)``
        from ``init_value``, accumulating in ``acc``; ``keepdims`` as numpy's (False:
        the reduced shape, whatever the node says)."""
        axes, shape = node.attrs["axes"], x.shape
        if keepdims is None:
            keepdims = node.attrs["keepdims"]
        kept = [d for i, d in enumerate(shape) if i not in axes]
        if not axes:  # nothing to reduce (a 0-d input, axis=()): numpy's elements, as acc
            # (a generic without loops whose payload read its init would be fused into a
            # consumer as an output every iteration of it updates)
            return self.cast_tensor(self.value(x), shape, x.dtype, acc)
        init = self.fill(kept, acc, init_value)
        maps = [
            AffineMap.get_multi_dim_identity(len(shape)),
            AffineMap.get(
                len(shape), 0, [get_affine_dim_expr(i) for i in range(len(shape)) if i not in axes]
            ),
        ]
        its = ["reduction" if i in axes else "parallel" for i in range(len(shape))]

        def body(b: Builder, e: Any, a: Any) -> list[Any]:
            b.loc = self.loc
            return [combine(cast(e, x.dtype, acc), a)]

        r = linalg.generic([self.value(x)], [init], maps, its, body).results[0]
        return self.keep_dims(node, r, kept) if keepdims else r

    def keep_dims(self, node: Node, r: Any, kept: Sequence[int]) -> Any:
        """``r`` (the reduced shape ``kept``) with ``node``'s size-1 dims put back."""
        self.squeezed[node.id] = (r, tuple(kept))
        return self.reshape(r, kept, node.shape, node.dtype)

    def cast_tensor(self, v: Any, shape: Sequence[int], src: np.dtype, dst: np.dtype) -> Any:
        if np.dtype(src) == np.dtype(dst):
            return v
        ident = AffineMap.get_multi_dim_identity(len(shape))
        g = linalg.generic(
            [v],
            [self.empty(shape, dst)],
            [ident, ident],
            ["parallel"] * len(shape),
            lambda b, x, o: self._at(b) and [cast(x, src, dst)],
        )
        return g.results[0]

    def broadcast_tensor(
        self, v: Any, shape: Sequence[int], out: Sequence[int], dt: np.dtype
    ) -> Any:
        if tuple(shape) == tuple(out):
            return v
        v, m = self.broadcast_operand(v, shape, out, dt)
        g = linalg.generic(
            [v],
            [self.empty(out, dt)],
            [m, AffineMap.get_multi_dim_identity(len(out))],
            ["parallel"] * len(out),
            lambda b, x, o: self._at(b) and [x],
        )
        return g.results[0]

    def permute(self, v: Any, shape: Sequence[int], perm: Sequence[int], dt: np.dtype) -> Any:
        """``v`` with its dims permuted (result dim ``i`` is dim ``perm[i]``):
        ``linalg.transpose`` for 2-D; higher ranks as the ``linalg.generic`` it
        generalizes to. irlite's ``linalg.transpose`` verifier applies a 3-D or larger
        permutation inverted (mlir-opt 19 accepts ``ins(2x3x4) outs(4x2x3) permutation =
        [2, 0, 1]``; irlite does not), so those do not go through it."""
        perm = list(perm)
        init = self.empty([shape[p] for p in perm], dt)
        if len(perm) <= 2:
            return linalg.transpose(v, init, permutation=perm).results[0]
        inv = [perm.index(k) for k in range(len(perm))]
        rank = len(perm)
        read = AffineMap.get(rank, 0, [get_affine_dim_expr(inv[k]) for k in range(rank)])
        g = linalg.generic(
            [v],
            [init],
            [read, AffineMap.get_multi_dim_identity(rank)],
            ["parallel"] * rank,
            lambda b, x, o: self._at(b) and [x],
        )
        return g.results[0]

    def scan(self, v: Any, shape: Sequence[int], axis: int, dt: np.dtype, combine: Any) -> Any:
        """The inclusive scan of ``v`` along ``axis``: ``out[.., 0, ..] = v[.., 0, ..]``,
        ``out[.., i, ..] = combine(out[.., i - 1, ..], v[.., i, ..])`` in that order (as
        numpy's ``accumulate``): an ``scf.for`` over the axis from 1 carrying the result
        (``v`` at first), each step one ``linalg.generic`` on the slabs at ``i - 1`` and
        ``i`` that writes slab ``i`` of the result in place."""
        r = len(shape)
        slab = [1 if d == axis else n for d, n in enumerate(shape)]
        ones = [1] * r
        at_i = [K_DYNAMIC if d == axis else 0 for d in range(r)]
        slab_t, full_t = tensor_type(slab, dt), tensor_type(shape, dt)
        idx = IndexType.get()
        one = arith.constant(1, idx)
        loop = scf.for_(one, arith.constant(shape[axis], idx), one, [v])
        body = loop.regions[0].blocks[0]
        ident = AffineMap.get_multi_dim_identity(r)

        def slab_of(src: Any, k: Any) -> Any:
            return tensor.extract_slice(
                src,
                [k],
                static_offsets=at_i,
                static_sizes=slab,
                static_strides=ones,
                result_type=slab_t,
            )

        with Builder.at_end(body) as b:
            b.loc = self.loc
            i, acc = body.args
            step = linalg.generic(
                [slab_of(acc, arith.subi(i, one)), slab_of(v, i)],
                [slab_of(acc, i)],
                [ident, ident, ident],
                ["parallel"] * r,
                lambda b, p, c, o: self._at(b) and [combine(p, c)],
            ).results[0]
            nxt = tensor.insert_slice(
                step,
                acc,
                [i],
                static_offsets=at_i,
                static_sizes=slab,
                static_strides=ones,
                result_type=full_t,
            )
            scf.yield_([nxt])
        return loop.results[0]


def _grouping(big: Sequence[int], small: Sequence[int]) -> list[list[int]] | None:
    """The reassociation grouping the dims of ``big`` into those of ``small`` (each group's
    product is the small dim; trailing size-1 dims join the last group), or None."""
    if not small:
        return [] if all(d == 1 for d in big) else None
    groups: list[list[int]] = []
    i = 0
    for s in small:
        if i >= len(big):
            return None
        group, p = [i], big[i]
        i += 1
        while p != s:
            if i >= len(big) or (s != 0 and p > s):
                return None
            p *= big[i]
            group.append(i)
            i += 1
        groups.append(group)
    while i < len(big):
        if big[i] != 1:
            return None
        groups[-1].append(i)
        i += 1
    return groups


# ----------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Lowering:
    """One table entry: ``build(lw, node, inputs) -> tensor``; ``supports(node)``."""

    build: Callable[[Lowerer, Node, list[Node]], Any]
    supports: Callable[[Node], bool] = lambda node: True


LOWERINGS: dict[str, Lowering] = {}


def _dtypes_ok(node: Node) -> bool:
    dts = [node.dtype, *(n.dtype for n in node.inputs), *node.attrs.get("loop", ())]
    return all(np.dtype(d) in SUPPORTED_DTYPES for d in dts)


def supports(node: Node) -> bool:
    """Whether the table lowers ``node`` (an entry that supports its dtypes)."""
    entry = LOWERINGS.get(node.op)
    return entry is not None and _dtypes_ok(node) and entry.supports(node)


def _ufunc(
    name: str,
    f: Callable[..., Any] | None = None,
    i: Callable[..., Any] | None = None,
    b: Callable[..., Any] | None = None,
) -> None:
    """An elementwise entry: the payload for float (``f``), signed int (``i``) and bool
    (``b``) loops; a loop kind without one is a fallback."""
    by_kind = {"f": f, "i": i, "b": b}

    def build(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
        loop = node.attrs["loop"]
        return lw.elementwise(node, inputs, loop, by_kind[_kind(loop[0])])

    def ok(node: Node) -> bool:
        return by_kind[_kind(node.attrs["loop"][0])] is not None

    LOWERINGS[name] = Lowering(build, ok)


def _cmp(fpred: str, ipred: str, bpred: str) -> None:
    name = {"oeq": "equal", "une": "not_equal", "olt": "less", "ole": "less_equal"}
    name.update({"ogt": "greater", "oge": "greater_equal"})
    _ufunc(
        name[fpred],
        f=lambda x, y: arith.cmpf(x, y, predicate=fpred),
        i=lambda x, y: arith.cmpi(x, y, predicate=ipred),
        b=lambda x, y: arith.cmpi(x, y, predicate=bpred),
    )


def _all_ones(x: Any) -> Any:
    return arith.constant(-1 if x.type.width != 1 else True, x.type)


_ufunc("add", f=arith.addf, i=arith.addi, b=arith.ori)
_ufunc("subtract", f=arith.subf, i=arith.subi)
_ufunc("multiply", f=arith.mulf, i=arith.muli, b=arith.andi)
_ufunc("divide", f=arith.divf)
_ufunc("negative", f=arith.negf, i=lambda x: arith.subi(arith.constant(0, x.type), x))
_ufunc("positive", f=lambda x: x, i=lambda x: x)
_ufunc("absolute", f=math.absf, i=math.absi, b=lambda x: x)
_ufunc("square", f=lambda x: arith.mulf(x, x), i=lambda x: arith.muli(x, x), b=lambda x: x)
_ufunc("reciprocal", f=lambda x: arith.divf(arith.constant(1.0, x.type), x))
_ufunc("exp", f=math.exp)
_ufunc("log", f=math.log)
_ufunc("sqrt", f=math.sqrt)


def _tanh(x: Any) -> Any:
    """``math.tanh``; for f64 (which irlite lowers neither to a polynomial nor to libm
    yet) ``sign(x) (1 - t) / (1 + t)`` with ``t = exp(-2|x|)``, and its Taylor series
    below ``|x| < 0.01``, where ``1 - t`` would cancel: within a few ulps of libm's."""
    if x.type.width != 64:
        return math.tanh(x)
    t = x.type
    ax = math.absf(x)
    e = math.exp(arith.mulf(ax, arith.constant(-2.0, t)))
    one = arith.constant(1.0, t)
    big = arith.divf(arith.subf(one, e), arith.addf(one, e))
    big = arith.select(arith.cmpf(x, arith.constant(0.0, t), predicate="olt"), arith.negf(big), big)
    x2 = arith.mulf(x, x)
    poly = arith.constant(-17.0 / 315.0, t)
    for c in (2.0 / 15.0, -1.0 / 3.0, 1.0):
        poly = arith.addf(arith.mulf(poly, x2), arith.constant(c, t))
    small = arith.mulf(x, poly)
    near_zero = arith.cmpf(ax, arith.constant(0.01, t), predicate="olt")
    return arith.select(near_zero, small, big)


_ufunc("tanh", f=_tanh)
# erf: no numpy ufunc; torch's aten.erf (frontend.aten_lowering) records it. f32 becomes a
# polynomial (math-polynomial-approximation), f64 a call of libm's erf (convert-math-to-libm)
_ufunc("erf", f=math.erf)
_ufunc("sin", f=math.sin)
_ufunc("cos", f=math.cos)
_ufunc("maximum", f=arith.maximumf, i=arith.maxsi, b=arith.ori)
_ufunc("minimum", f=arith.minimumf, i=arith.minsi, b=arith.andi)


# -- integer powers, floor division and remainders, as numpy's. floor_divide and remainder
# follow Python's floor semantics (the remainder has the divisor's sign); an integer
# division by zero is 0 (numpy's result, which numpy warns about; irlite does not), and
# MIN // -1 wraps to MIN. Float floor_divide and remainder are numpy's npy_divmod: fmod,
# its sign fixed, the quotient snapped to an integer; a / b and fmod's NaN for b == 0.


def _ipow_const(x: Any, k: int) -> Any:
    """``x ** k`` for a known ``k >= 0`` by squaring (wrapping, as numpy's loop)."""
    r, sq = None, x
    while k:
        if k & 1:
            r = sq if r is None else arith.muli(r, sq)
        k >>= 1
        if k:
            sq = arith.muli(sq, sq)
    return arith.constant(1, x.type) if r is None else r


def _ipow(x: Any, e: Any) -> Any:
    """``x ** e`` for an integer tensor ``e``: squaring over every bit of the exponent.
    numpy raises for a negative exponent in the data; irlite gives MLIR's ``math.ipowi``
    values instead: ``1``, ``+-1`` for a base of -1, and 0 for any other base."""
    t = x.type
    one, zero = arith.constant(1, t), arith.constant(0, t)
    r, sq, k = one, x, e
    for _ in range(t.width - 1):
        bit = arith.cmpi(arith.andi(k, one), zero, predicate="ne")
        r = arith.select(bit, arith.muli(r, sq), r)
        sq = arith.muli(sq, sq)
        k = arith.shrsi(k, one)
    minus_one = arith.constant(-1, t)
    odd = arith.cmpi(arith.andi(e, one), zero, predicate="ne")
    neg = arith.select(
        arith.cmpi(x, one, predicate="eq"),
        one,
        arith.select(
            arith.cmpi(x, minus_one, predicate="eq"), arith.select(odd, minus_one, one), zero
        ),
    )
    return arith.select(arith.cmpi(e, zero, predicate="slt"), neg, r)


def _power(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    loop = node.attrs["loop"]
    if _kind(loop[0]) == "f":
        return lw.elementwise(node, inputs, loop, math.powf)
    e = inputs[1]
    if e.op == "const" and int(e.attrs["value"]) >= 0:
        k = int(e.attrs["value"])
        return lw.elementwise(node, inputs, loop, lambda x, _: _ipow_const(x, k))
    return lw.elementwise(node, inputs, loop, _ipow)


LOWERINGS["power"] = Lowering(_power, lambda node: _kind(node.attrs["loop"][0]) in "fi")


def _safe_divisor(b: Any) -> tuple[Any, Any, Any]:
    """``b`` with 0 and -1 replaced by 1 (no trap, no overflow), and the two tests."""
    t = b.type
    by_zero = arith.cmpi(b, arith.constant(0, t), predicate="eq")
    by_minus_one = arith.cmpi(b, arith.constant(-1, t), predicate="eq")
    safe = arith.select(arith.ori(by_zero, by_minus_one), arith.constant(1, t), b)
    return safe, by_zero, by_minus_one


def _int_floor_divide(a: Any, b: Any) -> Any:
    safe, by_zero, by_minus_one = _safe_divisor(b)
    zero = arith.constant(0, a.type)
    q = arith.select(by_minus_one, arith.subi(zero, a), arith.floordivsi(a, safe))
    return arith.select(by_zero, zero, q)


def _int_remainder(a: Any, b: Any) -> Any:
    safe, _, _ = _safe_divisor(b)  # x % 0 and x % -1 are 0: so is x % 1
    zero = arith.constant(0, a.type)
    r = arith.remsi(a, safe)
    other_sign = arith.xori(
        arith.cmpi(r, zero, predicate="slt"), arith.cmpi(safe, zero, predicate="slt")
    )
    fix = arith.andi(arith.cmpi(r, zero, predicate="ne"), other_sign)
    return arith.select(fix, arith.addi(r, safe), r)


def _fdivmod(a: Any, b: Any) -> tuple[Any, Any, Any]:
    """numpy's ``npy_divmod`` for ``b != 0``: (floor quotient, remainder, fmod)."""
    t = a.type
    zero, one = arith.constant(0.0, t), arith.constant(1.0, t)
    mod = arith.remf(a, b)
    div = arith.divf(arith.subf(a, mod), b)
    nonzero = arith.cmpf(mod, zero, predicate="une")
    other_sign = arith.xori(
        arith.cmpf(b, zero, predicate="olt"), arith.cmpf(mod, zero, predicate="olt")
    )
    fix = arith.andi(nonzero, other_sign)
    rem = arith.select(fix, arith.addf(mod, b), mod)
    rem = arith.select(nonzero, rem, math.copysign(zero, b))
    div = arith.select(fix, arith.subf(div, one), div)
    floor = math.floor(div)
    half = arith.constant(0.5, t)
    floor = arith.select(
        arith.cmpf(arith.subf(div, floor), half, predicate="ogt"), arith.addf(floor, one), floor
    )
    floor = arith.select(
        arith.cmpf(div, zero, predicate="une"), floor, math.copysign(zero, arith.divf(a, b))
    )
    return floor, rem, mod


def _float_floor_divide(a: Any, b: Any) -> Any:
    by_zero = arith.cmpf(b, arith.constant(0.0, b.type), predicate="oeq")
    return arith.select(by_zero, arith.divf(a, b), _fdivmod(a, b)[0])


def _float_remainder(a: Any, b: Any) -> Any:
    _, rem, mod = _fdivmod(a, b)
    by_zero = arith.cmpf(b, arith.constant(0.0, b.type), predicate="oeq")
    return arith.select(by_zero, mod, rem)


_ufunc("floor_divide", f=_float_floor_divide, i=_int_floor_divide)
_ufunc("remainder", f=_float_remainder, i=_int_remainder)
_cmp("oeq", "eq", "eq")
_cmp("une", "ne", "ne")
_cmp("olt", "slt", "ult")
_cmp("ole", "sle", "ule")
_cmp("ogt", "sgt", "ugt")
_cmp("oge", "sge", "uge")
_ufunc("logical_and", b=arith.andi)
_ufunc("logical_or", b=arith.ori)
_ufunc("logical_xor", b=arith.xori)
_ufunc("logical_not", b=lambda x: arith.xori(x, arith.constant(True, x.type)))
_ufunc("bitwise_and", i=arith.andi, b=arith.andi)
_ufunc("bitwise_or", i=arith.ori, b=arith.ori)
_ufunc("bitwise_xor", i=arith.xori, b=arith.xori)
_ufunc("invert", i=lambda x: arith.xori(x, _all_ones(x)), b=lambda x: arith.xori(x, _all_ones(x)))


def _where(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    return lw.elementwise(node, inputs, node.attrs["loop"], arith.select)


LOWERINGS["where"] = Lowering(_where)


def _astype(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    (x,) = inputs
    return lw.cast_tensor(lw.value(x), x.shape, x.dtype, node.dtype)


LOWERINGS["astype"] = Lowering(_astype)


def _broadcast_to(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    (x,) = inputs
    return lw.broadcast_tensor(lw.value(x), x.shape, node.shape, x.dtype)


LOWERINGS["broadcast_to"] = Lowering(_broadcast_to)


# -- reductions: (init for the accumulator dtype, combine(element, acc)) per kind


def _lowest(dt: np.dtype) -> Any:
    return -np.inf if dt.kind == "f" else False if dt.kind == "b" else np.iinfo(dt).min


def _highest(dt: np.dtype) -> Any:
    return np.inf if dt.kind == "f" else True if dt.kind == "b" else np.iinfo(dt).max


_COMBINE = {
    "sum": (lambda dt: 0, {"f": arith.addf, "i": arith.addi, "b": arith.ori}),
    "prod": (lambda dt: 1, {"f": arith.mulf, "i": arith.muli, "b": arith.andi}),
    "max": (_lowest, {"f": arith.maximumf, "i": arith.maxsi, "b": arith.ori}),
    "min": (_highest, {"f": arith.minimumf, "i": arith.minsi, "b": arith.andi}),
    "any": (lambda dt: False, {"b": arith.ori}),
    "all": (lambda dt: True, {"b": arith.andi}),
}


def _reduce(kind: str) -> None:
    init, combine = _COMBINE[kind]

    def build(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
        acc = node.dtype
        return lw.reduction(node, inputs[0], acc, init(acc), combine[_kind(acc)])

    LOWERINGS[kind] = Lowering(build, lambda node: _kind(node.dtype) in combine)


for _k in ("sum", "prod", "max", "min", "any", "all"):
    _reduce(_k)


def _mean(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    """The sum, then a division by the count (as numpy's), on the reduced shape; the
    size-1 dims of ``keepdims`` after both."""
    (x,) = inputs
    acc = node.dtype
    total = lw.reduction(node, x, acc, 0, arith.addf, keepdims=False)
    count = int(np.prod([x.shape[a] for a in node.attrs["axes"]], dtype=np.int64))
    shape = [d for i, d in enumerate(x.shape) if i not in node.attrs["axes"]]
    ident = AffineMap.get_multi_dim_identity(len(shape))
    g = linalg.generic(
        [total],
        [lw.empty(shape, acc)],
        [ident, ident],
        ["parallel"] * len(shape),
        lambda b, s, o: lw._at(b) and [arith.divf(s, constant(count, acc))],
    )
    r = g.results[0]
    return lw.keep_dims(node, r, shape) if node.attrs["keepdims"] else r


LOWERINGS["mean"] = Lowering(_mean, lambda node: node.dtype.kind == "f")


# -- matrix products


def _matmul(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    """numpy's ``matmul`` (and ``dot`` up to 2-D): 1-D operands promoted to matrices,
    batch dimensions broadcast and collapsed into one, ``linalg.matmul`` or
    ``linalg.batch_matmul`` into a zero-filled init, reshaped to numpy's result shape."""
    a, b = inputs
    dt = node.dtype
    va = lw.cast_tensor(lw.value(a), a.shape, a.dtype, dt)
    vb = lw.cast_tensor(lw.value(b), b.shape, b.dtype, dt)
    sa, sb = a.shape, b.shape
    if len(sa) == 1:
        va, sa = lw.reshape(va, sa, (1, sa[0]), dt), (1, sa[0])
    if len(sb) == 1:
        vb, sb = lw.reshape(vb, sb, (sb[0], 1), dt), (sb[0], 1)
    m, k, n = sa[-2], sa[-1], sb[-1]
    batch = tuple(np.broadcast_shapes(sa[:-2], sb[:-2]))
    if not batch:
        init = lw.fill((m, n), dt, 0)
        r = linalg.matmul([va, vb], [init]).results[0]
        return lw.reshape(r, (m, n), node.shape, dt)
    va = lw.broadcast_tensor(va, sa, batch + (m, k), dt)
    vb = lw.broadcast_tensor(vb, sb, batch + (k, n), dt)
    nb = int(np.prod(batch, dtype=np.int64))
    va = lw.reshape(va, batch + (m, k), (nb, m, k), dt)
    vb = lw.reshape(vb, batch + (k, n), (nb, k, n), dt)
    init = lw.fill((nb, m, n), dt, 0)
    r = linalg.batch_matmul([va, vb], [init]).results[0]
    return lw.reshape(r, (nb, m, n), node.shape, dt)


LOWERINGS["matmul"] = Lowering(_matmul, lambda node: node.dtype.kind != "b")


# -- layout


def _transpose(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    (x,) = inputs
    return lw.permute(lw.value(x), x.shape, list(node.attrs["perm"]), node.dtype)


def _reshape(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    (x,) = inputs
    return lw.reshape(lw.value(x), x.shape, node.shape, node.dtype)


def _slice(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    (x,) = inputs
    a = node.attrs
    sizes = list(a["sizes"])
    v = tensor.extract_slice(
        lw.value(x),
        static_offsets=list(a["offsets"]),
        static_sizes=sizes,
        static_strides=list(a["strides"]),
        result_type=tensor_type(sizes, node.dtype),
    )
    return lw.reshape(v, sizes, node.shape, node.dtype)


def _full(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    return lw.fill(node.shape, node.dtype, node.attrs["value"])


LOWERINGS["transpose"] = Lowering(_transpose)
LOWERINGS["reshape"] = Lowering(_reshape)
LOWERINGS["slice"] = Lowering(_slice)
LOWERINGS["full"] = Lowering(_full)


# -- scans


def _cumsum(lw: Lowerer, node: Node, inputs: list[Node]) -> Any:
    """numpy's ``cumsum``: the input cast to the result dtype (flattened for
    ``axis=None``), then a sequential scan along the axis (``Lowerer.scan``), so that
    float sums round as numpy's ``add.accumulate`` does."""
    (x,) = inputs
    dt = node.dtype
    v = lw.cast_tensor(lw.value(x), x.shape, x.dtype, dt)
    axis, shape = node.attrs["axis"], x.shape
    if axis is None:
        v, shape, axis = lw.reshape(v, shape, node.shape, dt), node.shape, 0
    if shape[axis] <= 1 or 0 in shape:
        return v
    add = {"f": arith.addf, "i": arith.addi, "b": arith.ori}[_kind(dt)]
    last = len(shape) - 1
    if axis == last:
        return lw.scan(v, shape, axis, dt, add)
    # along the last axis, between two transposes: irlite's memref lowering leaves some
    # subviews of inner slabs (5x7 along axis 0) unlowered
    perm = [d for d in range(len(shape)) if d != axis] + [axis]
    moved = [shape[p] for p in perm]
    r = lw.scan(lw.permute(v, shape, perm, dt), moved, last, dt, add)
    return lw.permute(r, moved, [perm.index(d) for d in range(len(shape))], dt)


LOWERINGS["cumsum"] = Lowering(_cumsum)


# ----------------------------------------------------------------------------- modules


def node_loc(node: Node) -> Any:
    """``loc("<op>#<id>"("file":line:col))``: the user's line, named after the node."""
    f, line, col = node.loc
    return NameLoc.get(f"{node.op}#{node.id}", FileLineColLoc.get(f, line, col))


def build_module(
    graph: Graph, nodes: Sequence[Node], inputs: Sequence[Node], outputs: Sequence[Node], name: str
) -> Any:
    """A ``builtin.module`` with ``func.func @name``: ``inputs`` (nodes computed outside:
    arguments, closed-over arrays, fallback results) as tensor arguments, ``nodes``
    lowered in order through ``LOWERINGS``, ``outputs`` returned."""
    m = module()
    types = [tensor_type(n.shape, n.dtype) for n in inputs]
    rtypes = [tensor_type(n.shape, n.dtype) for n in outputs]
    with Builder.at_end(m.body) as b:
        f = b.func(name, types, rtypes)
    lw = Lowerer(graph)
    entry = f.body.blocks[0]
    for n, v in zip(inputs, entry.args, strict=True):
        lw.values[n.id] = v
    with Builder.at_end(entry) as b:
        for n in nodes:
            if n.op == "const":
                continue
            lw.loc = node_loc(n)
            with b.location(lw.loc):
                lw.values[n.id] = LOWERINGS[n.op].build(lw, n, n.inputs)
        func.return_([lw.value(n) for n in outputs])
    return m
