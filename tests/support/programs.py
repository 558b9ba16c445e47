"""The random arith/math/scf/cf/memref program generator of the differential tests.

``ProgramBuilder`` draws one function ``@f`` over ``ARGS`` op by op from a hypothesis
``draw`` (derandomized settings give the same programs every run); ``random_programs``
draws ``n`` of them; ``draw_args`` draws inputs for them. Nothing here runs a program, a
pass or an external tool (``support.interp`` runs programs).
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from irlite.ir.context import Context
from support.tables import (
    CMPF,
    CMPI,
    F32_SPECIAL,
    FLAGGED,
    FLOAT_BINOPS,
    INT_BINOPS,
    INT_SPECIAL,
    MATH_F,
    MATH_I,
    WIDTH,
)

#: ``@f``'s arguments: (name, type).
ARGS = [("a", "i32"), ("b", "i32"), ("c", "i64"), ("x", "f32"), ("y", "f32"), ("p", "i1")]


def available_dialects() -> set[str]:
    """Which of the optional dialects the generator uses (math, scf, cf, memref) are loaded."""
    ctx = Context()
    have = set()
    for d, op in (
        ("math", "math.absf"),
        ("scf", "scf.if"),
        ("cf", "cf.br"),
        ("memref", "memref.alloca"),
    ):
        if ctx.get_op_class(op) is not None:
            have.add(d)
    return have


def int_literal(v: int, t: str) -> str:
    w = WIDTH[t]
    v &= (1 << w) - 1
    if v >> (w - 1):
        v -= 1 << w
    if t == "i1":
        return "true" if v else "false"
    return f"{v} : {t}"


def f32_hex(v: float) -> str:
    return f"0x{struct.unpack('<I', struct.pack('<f', v))[0]:08X}"


class ProgramBuilder:
    """Draws one function, op by op, keeping a scoped pool of values per type."""

    def __init__(
        self,
        draw: Callable,
        dialects: set[str],
        int_binops: Sequence[str] = INT_BINOPS,
        callees: Sequence[tuple[str, list[str]]] = (),
    ) -> None:
        self.draw = draw
        self.dialects = dialects
        self.int_binops = int_binops
        # (name, result types) of functions over ``ARGS`` this one may call (opt-in: with
        # none, the draws and so the programs are the same as without the parameter)
        self.callees = list(callees)
        self.lines: list[str] = []
        self.scopes: list[dict[str, list[str]]] = [{}]
        self.n = 0
        self.exprs: list[str] = []  # right-hand sides seen, for duplicates
        self.blocks = 0
        for name, t in ARGS:
            self.add(t, "%" + name)
        self.indent = "  "

    # -- pools
    def add(self, t: str, v: str) -> None:
        self.scopes[-1].setdefault(t, []).append(v)

    def pool(self, t: str) -> list[str]:
        out: list[str] = []
        for s in self.scopes:
            out.extend(s.get(t, ()))
        return out

    def pick(self, t: str) -> str:
        p = self.pool(t)
        if not p:
            return self.const(t)
        # favour recent values so chains form
        i = self.draw(st.integers(0, len(p) - 1))
        if self.draw(st.booleans()):
            i = max(i, len(p) - 1 - self.draw(st.integers(0, 3)))
        return p[i]

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, t: str, rhs: str) -> str:
        v = self.fresh()
        self.lines.append(f"{self.indent}{v} = {rhs}")
        self.exprs.append(rhs)
        self.add(t, v)
        return v

    def const(self, t: str) -> str:
        if t in ("f32",):
            f = self.draw(st.sampled_from(F32_SPECIAL))
            return self.emit(t, f"arith.constant {f32_hex(f)} : f32")
        v = self.draw(st.sampled_from(INT_SPECIAL))
        return self.emit(t, f"arith.constant {int_literal(v, t)}")

    # -- ops
    def op(self, depth: int) -> None:
        kinds = ["const", "ibin", "ibin", "ibin", "cmpi", "select", "cast", "fbin", "cmpf", "dup"]
        if "math" in self.dialects:
            kinds += ["math"]
        if "scf" in self.dialects and depth < 2:
            kinds += ["if", "for"]
        if "memref" in self.dialects:
            kinds += ["mem"]
        if self.callees:
            kinds += ["call", "call"]
        k = self.draw(st.sampled_from(kinds))
        getattr(self, "op_" + k)(depth)

    def op_const(self, depth: int) -> None:
        self.const(self.draw(st.sampled_from(["i32", "i64", "i1", "f32"])))

    def op_ibin(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "i32", "i64", "i1"]))
        name = self.draw(st.sampled_from(self.int_binops))
        if t == "i1" and "div" in name or t == "i1" and "rem" in name:
            name = "xori"  # i1 division is UB or trivial almost always
        a, b = self.pick(t), self.pick(t)
        flags = ""
        if name in FLAGGED and self.draw(st.integers(0, 3)) == 0:
            flags = " overflow<" + self.draw(st.sampled_from(["nsw", "nuw", "nsw, nuw"])) + ">"
        self.emit(t, f"arith.{name} {a}, {b}{flags} : {t}")

    def op_cmpi(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "i64"]))
        self.emit(
            "i1",
            f"arith.cmpi {self.draw(st.sampled_from(CMPI))}, {self.pick(t)}, {self.pick(t)} : {t}",
        )

    def op_select(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "i64", "f32"]))
        self.emit(t, f"arith.select {self.pick('i1')}, {self.pick(t)}, {self.pick(t)} : {t}")

    def op_cast(self, depth: int) -> None:
        c = self.draw(
            st.sampled_from(
                ["extsi", "extui", "trunci", "sitofp", "uitofp", "fptosi", "extui1", "index"]
            )
        )
        if c in ("extsi", "extui"):
            self.emit("i64", f"arith.{c} {self.pick('i32')} : i32 to i64")
        elif c == "extui1":
            self.emit("i32", f"arith.extui {self.pick('i1')} : i1 to i32")
        elif c == "trunci":
            self.emit("i32", f"arith.trunci {self.pick('i64')} : i64 to i32")
        elif c in ("sitofp", "uitofp"):
            self.emit("f32", f"arith.{c} {self.pick('i32')} : i32 to f32")
        elif c == "fptosi":
            self.emit("i32", f"arith.fptosi {self.pick('f32')} : f32 to i32")
        else:
            i = self.emit("index", f"arith.index_cast {self.pick('i32')} : i32 to index")
            self.emit("i64", f"arith.index_cast {i} : index to i64")

    def op_fbin(self, depth: int) -> None:
        name = self.draw(st.sampled_from(FLOAT_BINOPS + ["negf"]))
        if name == "negf":
            self.emit("f32", f"arith.negf {self.pick('f32')} : f32")
        else:
            self.emit("f32", f"arith.{name} {self.pick('f32')}, {self.pick('f32')} : f32")

    def op_cmpf(self, depth: int) -> None:
        self.emit(
            "i1",
            f"arith.cmpf {self.draw(st.sampled_from(CMPF))}, {self.pick('f32')}, {self.pick('f32')} : f32",
        )

    def op_dup(self, depth: int) -> None:
        # Re-emit an earlier expression whose operands are all still visible.
        if not self.exprs:
            return self.op_ibin(depth)
        rhs = self.draw(st.sampled_from(self.exprs))
        t = rhs.rsplit(": ", 1)[-1].split(" to ")[-1].strip()
        if rhs.startswith(("arith.cmpi", "arith.cmpf")):
            t = "i1"
        visible = set()
        for s in self.scopes:
            for vs in s.values():
                visible.update(vs)
        used = [w.strip(",") for w in rhs.split() if w.startswith("%")]
        if all(u in visible for u in used) and t in WIDTH | {"f32": 0}:
            self.emit(t, rhs)

    def op_math(self, depth: int) -> None:
        if self.draw(st.booleans()):
            self.emit("f32", f"math.{self.draw(st.sampled_from(MATH_F))} {self.pick('f32')} : f32")
        else:
            t = self.draw(st.sampled_from(["i32", "i64"]))
            self.emit(t, f"math.{self.draw(st.sampled_from(MATH_I))} {self.pick(t)} : {t}")

    def op_call(self, depth: int) -> None:
        """A ``func.call`` of one of ``callees`` on values of ``ARGS``' types."""
        name, rtypes = self.draw(st.sampled_from(self.callees))
        args = ", ".join(self.pick(t) for _, t in ARGS)
        ins = ", ".join(t for _, t in ARGS)
        v = self.fresh()
        n = len(rtypes)
        lhs = v if n == 1 else f"{v}:{n}"
        self.lines.append(
            f"{self.indent}{lhs} = func.call @{name}({args}) : ({ins}) -> ({', '.join(rtypes)})"
        )
        for i, t in enumerate(rtypes):
            self.add(t, v if n == 1 else f"{v}#{i}")

    def body(self, depth: int, n: int) -> None:
        for _ in range(n):
            self.op(depth)

    def op_if(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "f32"]))
        c = self.pick("i1")
        v = self.fresh()
        outer = self.indent
        self.lines.append(f"{outer}{v} = scf.if {c} -> ({t}) {{")
        for i in range(2):
            self.scopes.append({})
            self.indent = outer + "  "
            self.body(depth + 1, self.draw(st.integers(0, 3)))
            y = self.pick(t)
            self.lines.append(f"{self.indent}scf.yield {y} : {t}")
            self.scopes.pop()
            self.lines.append(f"{outer}}}" + (" else {" if i == 0 else ""))
        self.indent = outer
        self.add(t, v)

    def op_for(self, depth: int) -> None:
        lo = self.emit("index", f"arith.constant {self.draw(st.integers(0, 2))} : index")
        hi = self.emit("index", f"arith.constant {self.draw(st.integers(0, 4))} : index")
        step = self.emit("index", f"arith.constant {self.draw(st.integers(1, 2))} : index")
        init = self.pick("i32")
        v = self.fresh()
        iv, acc = f"%iv{self.n}", f"%acc{self.n}"
        outer = self.indent
        self.lines.append(
            f"{outer}{v} = scf.for {iv} = {lo} to {hi} step {step} iter_args({acc} = {init}) -> (i32) {{"
        )
        self.scopes.append({"i32": [acc], "index": [iv]})
        self.indent = outer + "  "
        self.emit("i32", f"arith.index_cast {iv} : index to i32")
        self.body(depth + 1, self.draw(st.integers(0, 3)))
        self.lines.append(f"{self.indent}scf.yield {self.pick('i32')} : i32")
        self.scopes.pop()
        self.indent = outer
        self.lines.append(f"{outer}}}")
        self.add("i32", v)

    def op_mem(self, depth: int) -> None:
        t = self.draw(st.sampled_from(["i32", "f32"]))
        m = self.fresh()
        self.lines.append(f"{self.indent}{m} = memref.alloca() : memref<4x{t}>")
        for _ in range(self.draw(st.integers(1, 3))):
            i = self.emit("index", f"arith.constant {self.draw(st.integers(0, 3))} : index")
            self.lines.append(f"{self.indent}memref.store {self.pick(t)}, {m}[{i}] : memref<4x{t}>")
        for _ in range(self.draw(st.integers(1, 2))):
            i = self.emit("index", f"arith.constant {self.draw(st.integers(0, 3))} : index")
            self.emit(t, f"memref.load {m}[{i}] : memref<4x{t}>")

    def diamond(self) -> None:
        """End the current block with a ``cf.cond_br`` diamond joining at a block argument."""
        k = self.blocks
        self.blocks += 1
        t = self.draw(st.sampled_from(["i32", "f32"]))
        c = self.pick("i1")
        self.lines.append(f"  cf.cond_br {c}, ^t{k}, ^f{k}")
        for side in ("t", "f"):
            self.lines.append(f"^{side}{k}:")
            self.scopes.append({})
            self.body(1, self.draw(st.integers(0, 3)))
            self.lines.append(f"  cf.br ^j{k}({self.pick(t)} : {t})")
            self.scopes.pop()
        self.lines.append(f"^j{k}(%j{k}: {t}):")
        self.add(t, f"%j{k}")

    def build(self, name: str = "f", visibility: str = "") -> tuple[str, list[str]]:
        """The function's text (``@name``, ``visibility`` such as ``"private "`` before it)
        and its result types."""
        n = self.draw(st.integers(3, 18))
        for _ in range(n):
            if "cf" in self.dialects and self.draw(st.integers(0, 9)) == 0:
                self.diamond()
            self.op(0)
        rets: list[tuple[str, str]] = []
        for t in ("i32", "i64", "f32", "i1"):
            p = self.pool(t)
            if p:
                rets.append((p[-1], t))
                if len(p) > 3 and self.draw(st.booleans()):
                    rets.append((p[len(p) // 2], t))
        vals = ", ".join(v for v, _ in rets)
        types = ", ".join(t for _, t in rets)
        args = ", ".join(f"%{n}: {t}" for n, t in ARGS)
        text = (
            f"func.func {visibility}@{name}({args}) -> ({types}) {{\n"
            + "\n".join(self.lines)
            + f"\n  return {vals} : {types}\n}}\n"
        )
        return text, [t for _, t in rets]


def draw_args(draw: Callable) -> list:
    """One argument tuple for ``@f``'s ``ARGS``: special values and small integers."""
    out = []
    for _, t in ARGS:
        if t == "f32":
            out.append(np.float32(draw(st.sampled_from(F32_SPECIAL))))
        elif t == "i1":
            out.append(draw(st.booleans()))
        else:
            out.append(draw(st.one_of(st.sampled_from(INT_SPECIAL), st.integers(-1000, 1000))))
    return out


def build_call_module(draw: Callable, dialects: set[str], max_helpers: int = 3) -> str:
    """A module of several functions calling each other (opt-in; ``random_programs`` does
    not use it): helpers ``@h0``, ``@h1``, ... (each private or public, each calling any
    earlier ones) and ``@f`` calling any of them, all over ``ARGS``."""
    funcs: list[str] = []
    callees: list[tuple[str, list[str]]] = []
    for k in range(draw(st.integers(1, max_helpers))):
        vis = draw(st.sampled_from(["private ", ""]))
        text, rtypes = ProgramBuilder(draw, dialects, callees=callees).build(f"h{k}", vis)
        funcs.append(text)
        callees.append((f"h{k}", rtypes))
    funcs.append(ProgramBuilder(draw, dialects, callees=callees).build()[0])
    return "".join(funcs)


def random_programs(n: int) -> list[str]:
    """``n`` random functions (derandomized: the same ``n`` every run)."""
    dialects = available_dialects()
    texts: list[str] = []

    # Written out (not ``settings(REPRODUCIBLE, ...)``): hypothesis derives a nested
    # function's derandomized seed from its source, decorators included, so this text
    # fixes which programs every caller gets.
    @settings(
        max_examples=n,
        derandomize=True,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def gen(data: Any) -> None:
        texts.append(ProgramBuilder(data.draw, dialects).build()[0])

    gen()
    return texts
