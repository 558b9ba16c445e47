"""Random structured (linalg) programs for the linalg passes' differential tests.

``StructuredProgram.draw(draw)`` draws one function ``@f`` from a hypothesis ``draw``:
a loop space of rank 1 to 3 with sizes 1 to 4 (a quarter of the programs give some of
them as ``?``: ``tensor.empty``/``memref.alloc`` then take ``tensor.dim``/``memref.dim``
of the first argument, which has every loop), f32 arguments whose indexing is a
projected permutation of the loops (full, transposed, or broadcast along some loops),
and a chain of 1 to 5 ops, each reading earlier values:

* ``linalg.generic`` elementwise (all loops parallel, an init of any loop order) or with
  reductions (an init over the parallel loops, filled with the combiner's identity), its
  payload a random expression of arith/math ops of its block arguments (and, sometimes,
  ``linalg.index`` cast to f32);
* named ops: the binary and unary elementwise ops, ``linalg.transpose`` (never the
  identity, whose buffer form mlir-opt 19 folds away; only involutions for now, see
  ``_draw_op``), ``linalg.broadcast``, ``linalg.reduce`` with ``arith.addf``.

The same op list prints on tensors (``tensor_text``: ``tensor.empty``/``linalg.fill``
inits, results returned) and on buffers (``memref_text``: ``memref.alloc`` inits written
in place and returned), so the tensor passes and the buffer passes run on the same
computation. ``draw_inputs`` gives numpy arguments. Nothing here runs a program or a pass.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from hypothesis import strategies as st

__all__ = ["StructuredProgram"]

BINARY = ["arith.addf", "arith.subf", "arith.mulf", "arith.maximumf", "arith.minimumf"]
UNARY = ["arith.negf", "math.absf", "math.tanh", "math.exp"]
NAMED_BINARY = ["add", "sub", "mul", "max", "min", "div"]
NAMED_UNARY = ["exp", "negf", "abs", "tanh", "floor"]
#: combiner -> identity literal (f32)
COMBINERS = {"arith.addf": "0.000000e+00", "arith.maximumf": "0xFF800000"}


@dataclass
class Value:
    name: str
    dims: tuple  # the loop dims of each of its dimensions, in order


@dataclass
class Op:
    kind: str  # "generic", "binary", "unary", "transpose", "broadcast", "reduce"
    ins: list
    out: Value
    maps: list = field(default_factory=list)  # generic: one dims tuple per operand
    iters: list = field(default_factory=list)
    body: list = field(default_factory=list)  # generic: payload lines (args %i0.., %o)
    name: str = ""  # named op
    attr: str = ""  # permutation / dimensions text
    fill: str | None = None  # the init's fill value, if any
    combiner: str | None = None


class StructuredProgram:
    """One random program (see the module docstring)."""

    def __init__(
        self, sizes: list, args: list, ops: list, results: list, dynamic: list | None = None
    ) -> None:
        self.sizes = sizes
        self.args = args
        self.ops = ops
        self.results = results
        self.dynamic = dynamic or [False] * len(sizes)  # loop dims whose size is `?`

    # -- drawing
    @classmethod
    def draw(cls, draw: Any) -> StructuredProgram:
        n = draw(st.integers(1, 3))
        sizes = [draw(st.integers(1, 4)) for _ in range(n)]
        dyn = draw(st.integers(0, 3)) == 0
        dynamic = [dyn and draw(st.booleans()) for _ in range(n)]
        full = tuple(range(n))
        args = [Value("arg0", full)]
        for k in range(1, draw(st.integers(1, 3))):
            dims = cls._draw_dims(draw, n, allow_partial=True)
            args.append(Value(f"arg{k}", dims))
        pool = list(args)
        ops: list = []
        for k in range(draw(st.integers(1, 5))):
            op = cls._draw_op(draw, n, pool, f"v{k}")
            if op is None:
                continue
            ops.append(op)
            pool.append(op.out)
        if not ops:
            ops.append(cls._generic(draw, n, pool, "v9", reduce=False))
            pool.append(ops[-1].out)
        results = [ops[-1].out]
        if len(ops) > 1 and draw(st.booleans()):
            extra = draw(st.sampled_from([o.out for o in ops[:-1]]))
            results.append(extra)
        return cls(sizes, args, ops, results, dynamic)

    @staticmethod
    def _pick(draw: Any, cands: list) -> Value:
        """Mostly the newest candidate (so the ops form chains), else any."""
        if len(cands) > 1 and draw(st.integers(0, 3)) != 0:
            return cands[-1]
        return draw(st.sampled_from(cands))

    @staticmethod
    def _draw_dims(draw: Any, n: int, allow_partial: bool) -> tuple:
        perm = list(draw(st.permutations(list(range(n)))))
        if allow_partial and n > 1 and draw(st.booleans()):
            k = draw(st.integers(0, n - 1))
            perm = perm[:k]
        return tuple(perm)

    @classmethod
    def _draw_op(cls, draw: Any, n: int, pool: list, name: str) -> Op | None:
        kind = draw(
            st.sampled_from(
                [
                    "generic",
                    "generic",
                    "reduction",
                    "binary",
                    "unary",
                    "transpose",
                    "broadcast",
                    "reduce",
                ]
            )
        )
        if kind == "generic":
            return cls._generic(draw, n, pool, name, reduce=False)
        if kind == "reduction":
            return cls._generic(draw, n, pool, name, reduce=True)
        if kind in ("binary", "unary"):
            v = cls._pick(draw, pool)
            same = [w for w in pool if w.dims == v.dims]
            ins = [v, draw(st.sampled_from(same))] if kind == "binary" else [v]
            nm = draw(st.sampled_from(NAMED_BINARY if kind == "binary" else NAMED_UNARY))
            return Op(kind, ins, Value(name, v.dims), name=nm)
        if kind == "transpose":
            cands = [w for w in pool if len(w.dims) >= 2]
            if not cands:
                return None
            v = cls._pick(draw, cands)
            r = len(v.dims)
            # involutions only: rules/linalg.py gives transpose the permutation itself as
            # its input map where MLIR gives its inverse (they differ for a 3-cycle)
            perms = [
                p
                for p in itertools.permutations(range(r))
                if list(p) != list(range(r)) and all(p[p[i]] == i for i in range(r))
            ]
            p = draw(st.sampled_from(perms))
            out = Value(name, tuple(v.dims[i] for i in p))
            return Op(kind, [v], out, attr=f"permutation = [{', '.join(map(str, p))}]")
        if kind == "broadcast":
            cands = [w for w in pool if len(w.dims) < n and list(w.dims) == sorted(w.dims)]
            if not cands:
                return None
            v = cls._pick(draw, cands)
            added = [d for d in range(n) if d not in v.dims]
            out = Value(name, tuple(range(n)))
            return Op(kind, [v], out, attr=f"dimensions = [{', '.join(map(str, added))}]")
        # reduce
        cands = [w for w in pool if len(w.dims) >= 1]
        v = cls._pick(draw, cands)
        r = len(v.dims)
        red = sorted(draw(st.sets(st.integers(0, r - 1), min_size=1, max_size=r)))
        out = Value(name, tuple(d for i, d in enumerate(v.dims) if i not in red))
        return Op(
            kind,
            [v],
            out,
            attr=f"dimensions = [{', '.join(map(str, red))}]",
            fill=COMBINERS["arith.addf"],
            combiner="arith.addf",
        )

    @classmethod
    def _generic(cls, draw: Any, n: int, pool: list, name: str, reduce: bool) -> Op:
        full = [w for w in pool if sorted(w.dims) == list(range(n))]
        ins = [cls._pick(draw, full)]
        for _ in range(draw(st.integers(0, 2))):
            ins.append(draw(st.sampled_from(pool)))
        iters = ["parallel"] * n
        if reduce:
            red = draw(st.sets(st.integers(0, n - 1), min_size=1, max_size=n))
            for d in red:
                iters[d] = "reduction"
            par = [d for d in range(n) if d not in red]
            out_dims = tuple(draw(st.permutations(par))) if par else ()
        else:
            out_dims = tuple(draw(st.permutations(list(range(n)))))
        out = Value(name, out_dims)
        names = [f"%i{k}" for k in range(len(ins))]
        body: list = []
        if draw(st.integers(0, 4)) == 0:
            d = draw(st.integers(0, n - 1))
            body += [
                f"%x{len(body)} = linalg.index {d} : index",
                f"%x{len(body) + 1} = arith.index_cast %x{len(body)} : index to i32",
                f"%x{len(body) + 2} = arith.sitofp %x{len(body) + 1} : i32 to f32",
            ]
            names.append(f"%x{len(body) - 1}")
        for _ in range(draw(st.integers(1, 3))):
            if draw(st.booleans()):
                op = draw(st.sampled_from(BINARY))
                a, b = names[-1], draw(st.sampled_from(names))
                body.append(f"%x{len(body)} = {op} {a}, {b} : f32")
            else:
                op = draw(st.sampled_from(UNARY))
                body.append(f"%x{len(body)} = {op} {names[-1]} : f32")
            names.append(f"%x{len(body) - 1}")
        res = names[-1]
        fill = combiner = None
        if reduce:
            combiner = draw(st.sampled_from(sorted(COMBINERS)))
            fill = COMBINERS[combiner]
            body.append(f"%x{len(body)} = {combiner} {res}, %o : f32")
            res = f"%x{len(body) - 1}"
        body.append(f"linalg.yield {res} : f32")
        return Op(
            "generic",
            ins,
            out,
            maps=[w.dims for w in ins] + [out_dims],
            iters=iters,
            body=body,
            fill=fill,
            combiner=combiner,
        )

    # -- printing
    def _type(self, v: Value, kind: str) -> str:
        sh = "x".join("?" if self.dynamic[d] else str(self.sizes[d]) for d in v.dims)
        return f"{kind}<{sh}xf32>" if sh else f"{kind}<f32>"

    def _map(self, dims: tuple) -> str:
        n = len(self.sizes)
        ds = ", ".join(f"d{i}" for i in range(n))
        return f"affine_map<({ds}) -> ({', '.join(f'd{d}' for d in dims)})>"

    def text(self, kind: str) -> str:
        """The program on ``tensor`` or ``memref`` values."""
        t = lambda v: self._type(v, kind)  # noqa: E731
        sig = ", ".join(f"%{a.name}: {t(a)}" for a in self.args)
        rts = ", ".join(t(r) for r in self.results)
        lines = [f"func.func @f({sig}) -> ({rts}) {{"]
        for d, dyn in enumerate(self.dynamic):  # arg0 has every loop dim, in order
            if dyn:
                lines.append(f"  %c_{d} = arith.constant {d} : index")
                dim = "tensor.dim" if kind == "tensor" else "memref.dim"
                lines.append(f"  %sz_{d} = {dim} %arg0, %c_{d} : {t(self.args[0])}")
        for op in self.ops:
            lines += self._op_text(op, kind)
        rs = ", ".join(f"%{r.name}" for r in self.results)
        lines.append(f"  return {rs} : {rts}")
        lines.append("}")
        return "\n".join(lines) + "\n"

    def tensor_text(self) -> str:
        return self.text("tensor")

    def memref_text(self) -> str:
        return self.text("memref")

    def _op_text(self, op: Op, kind: str) -> list:
        tensor = kind == "tensor"
        ot = self._type(op.out, kind)
        out = []
        szs = ", ".join(f"%sz_{d}" for d in op.out.dims if self.dynamic[d])
        if tensor:
            init = f"%{op.out.name}_init"
            out.append(f"  {init} = tensor.empty({szs}) : {ot}")
        else:  # the buffer is the value
            init = f"%{op.out.name}"
            out.append(f"  {init} = memref.alloc({szs}) : {ot}")
        if op.fill is not None:
            c = f"%{op.out.name}_c"
            out.append(f"  {c} = arith.constant {op.fill} : f32")
            if tensor:
                out.append(f"  {init}f = linalg.fill ins({c} : f32) outs({init} : {ot}) -> {ot}")
                init = f"{init}f"
            else:
                out.append(f"  linalg.fill ins({c} : f32) outs({init} : {ot})")
        ins = ", ".join(f"%{v.name}" for v in op.ins)
        its = ", ".join(self._type(v, kind) for v in op.ins)
        res = f"%{op.out.name} = " if tensor else ""
        arrow = f" -> {ot}" if tensor else ""
        if op.kind == "generic":
            maps = ", ".join(self._map(m) for m in op.maps)
            iters = ", ".join(f'"{i}"' for i in op.iters)
            args = ", ".join(f"%i{k}: f32" for k in range(len(op.ins)))
            out.append(
                f"  {res}linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iters}]}}"
                f" ins({ins} : {its}) outs({init} : {ot}) {{"
            )
            out.append(f"  ^bb0({args}, %o: f32):")
            out += [f"    {b}" for b in op.body]
            out.append(f"  }}{arrow}")
        elif op.kind in ("binary", "unary"):
            out.append(f"  {res}linalg.{op.name} ins({ins} : {its}) outs({init} : {ot}){arrow}")
        elif op.kind in ("transpose", "broadcast"):
            out.append(f"  {res}linalg.{op.kind} ins({ins} : {its}) outs({init} : {ot}) {op.attr}")
        else:  # reduce
            out.append(
                f"  {res}linalg.reduce {{ arith.addf }} ins({ins} : {its}) outs({init} : {ot})"
                f" {op.attr}"
            )
        return out

    def draw_inputs(self, seed: int) -> list:
        """numpy f32 arguments (values in [-2, 2], a few exact zeros)."""
        rng = np.random.default_rng(seed)
        out = []
        for a in self.args:
            shape = tuple(self.sizes[d] for d in a.dims)
            x = np.array(rng.uniform(-2, 2, size=shape), dtype=np.float32).reshape(shape)
            x[np.array(rng.random(shape)).reshape(shape) < 0.1] = 0.0
            out.append(x)
        return out
