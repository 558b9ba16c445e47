"""Differential test of ``mem2reg``: random programs over one-element allocas and ``cf``
control flow give the same interpreter results before and after the pass.

The generator here (its own, seeded: every run tries the same programs) writes a
function ``f(i32, i32, i32, i1, i1)`` that allocates a few slots (``memref<i32>``,
``memref<1xi32>`` read through a computed index 0, ``memref<f32>``; slots holding
slots are left to the lit tests, as the interpreter stores no memrefs in memrefs),
then chains segments: straight-line
stores, loads and arithmetic; ``cf.cond_br`` diamonds whose arms store and load
differently (some arms empty, some joins carrying a block argument of their own); a
``cf.switch``; counted loops that update slots on every trip; and, now and then, a
block nothing branches to. Some slots are loaded before any store (poison in the
interpreter, which the pass may refine to its zero default), and some escape through a
``memref.cast`` so they must stay. The function returns a final load of every slot and
some values computed on the way.

Each program runs on a few argument tuples, then again after ``--mem2reg`` on a fresh
parse; every result must agree (``support.interp.same_result``: anything may replace
poison). The test also checks the pass did its work: no promotable slot keeps a load or
store. The counts (programs, runs, skips, slots promoted, block arguments added) are
printed; run with ``-s`` to see them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from support.differential import DifferentialStats, compare_after
from support.interp import run_inputs

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline

N_PROGRAMS = 150
SEED = 20240719


@dataclass
class Stats(DifferentialStats):
    promoted: int = 0  # slots promoted over all programs
    kept: int = 0  # slots that had to stay (escaping ones)
    block_args: int = 0  # block arguments the pass added


# ------------------------------------------------------------------ the generator


class _Program:
    """One random function; ``text()`` is its MLIR."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []
        self.n = 0
        self.blocks = 0
        self.vals = ["%x", "%y", "%z"]  # i32 values dominating the current point
        self.floats: list[str] = []
        self.slots: list[tuple[str, str]] = []  # (name, kind): "r0", "r1", "f"
        self.escaping: set[str] = set()

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def block(self) -> str:
        self.blocks += 1
        return f"^b{self.blocks}"

    def emit(self, s: str) -> None:
        self.lines.append("  " + s)

    def i32(self) -> str:
        return self.rng.choice(self.vals)

    # -- slot accesses
    def store(self, slot: tuple[str, str]) -> None:
        name, kind = slot
        if kind == "f":
            v = self.rng.choice(self.floats) if self.floats else "%f1"
            self.emit(f"memref.store {v}, {name}[] : memref<f32>")
        elif kind == "r1":
            self.emit(f"memref.store {self.i32()}, {name}[%i0] : memref<1xi32>")
        else:
            self.emit(f"memref.store {self.i32()}, {name}[] : memref<i32>")

    def load(self, slot: tuple[str, str], scope: list[str]) -> str:
        name, kind = slot
        v = self.fresh()
        if kind == "f":
            self.emit(f"{v} = memref.load {name}[] : memref<f32>")
            self.floats.append(v)
            return v
        if kind == "r1":
            self.emit(f"{v} = memref.load {name}[%i0] : memref<1xi32>")
        else:
            self.emit(f"{v} = memref.load {name}[] : memref<i32>")
        scope.append(v)
        return v

    def arith(self, scope: list[str]) -> None:
        v = self.fresh()
        op = self.rng.choice(["addi", "muli", "subi", "xori"])
        self.emit(f"{v} = arith.{op} {self.i32()}, {self.i32()} : i32")
        scope.append(v)

    def straight(self, k: int) -> None:
        """``k`` random stores, loads and arithmetic ops in the current block."""
        scope: list[str] = []
        for _ in range(k):
            r = self.rng.random()
            slot = self.rng.choice(self.slots)
            if r < 0.4:
                self.store(slot)
            elif r < 0.8:
                self.load(slot, scope)
            else:
                self.arith(scope)
            self.vals.extend(scope)
            scope.clear()

    def arm(self, k: int, depth: int = 0) -> None:
        """An arm of a branch (``k`` ops, then nested segments while ``depth`` lasts): its
        values do not dominate the join, so they are dropped."""
        saved, fsaved = list(self.vals), list(self.floats)
        self.straight(k)
        if depth > 0 and self.rng.random() < 0.5:
            self.segment(depth - 1)
            self.straight(self.rng.randint(0, 2))
        self.vals, self.floats = saved, fsaved

    def segment(self, depth: int) -> None:
        """One control-flow segment; control continues in the block it opens last."""
        r = self.rng.random()
        if r < 0.45:
            self.diamond(depth)
        elif r < 0.6:
            self.switch(depth)
        elif r < 0.85:
            self.loop(depth)
        else:
            self.dead_block()

    # -- control flow segments
    def diamond(self, depth: int) -> None:
        c = self.rng.choice(["%c", "%d"])
        t, e, j = self.block(), self.block(), self.block()
        carry = self.rng.random() < 0.3
        self.emit(f"cf.cond_br {c}, {t}, {e}")
        self.lines.append(f"{t}:")
        self.arm(self.rng.randint(0, 4), depth)
        self.emit(f"cf.br {j}({self.i32()} : i32)" if carry else f"cf.br {j}")
        self.lines.append(f"{e}:")
        self.arm(self.rng.randint(0, 4), depth)
        self.emit(f"cf.br {j}({self.i32()} : i32)" if carry else f"cf.br {j}")
        if carry:
            a = self.fresh()
            self.lines.append(f"{j}({a}: i32):")
            self.vals.append(a)
        else:
            self.lines.append(f"{j}:")

    def switch(self, depth: int) -> None:
        a, b, j = self.block(), self.block(), self.block()
        self.emit(f"cf.switch %x : i32, [default: {j}, 1: {a}, 2: {b}, 3: {j}]")
        for blk in (a, b):
            self.lines.append(f"{blk}:")
            self.arm(self.rng.randint(0, 3), depth)
            self.emit(f"cf.br {j}")
        self.lines.append(f"{j}:")

    def loop(self, depth: int) -> None:
        h, body, out = self.block(), self.block(), self.block()
        trips = self.rng.randint(0, 3)
        i, n, cmp = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{n} = arith.constant {trips} : i32")
        self.emit(f"cf.br {h}(%zero : i32)")
        self.lines.append(f"{h}({i}: i32):")
        self.emit(f"{cmp} = arith.cmpi slt, {i}, {n} : i32")
        self.emit(f"cf.cond_br {cmp}, {body}, {out}")
        self.lines.append(f"{body}:")
        saved, fsaved = list(self.vals), list(self.floats)
        self.vals.append(i)
        self.straight(self.rng.randint(1, 4))
        if depth > 0 and self.rng.random() < 0.6:
            self.segment(depth - 1)
            self.straight(self.rng.randint(0, 2))
        nxt = self.fresh()
        self.emit(f"{nxt} = arith.addi {i}, %one : i32")
        self.emit(f"cf.br {h}({nxt} : i32)")
        self.vals, self.floats = saved, fsaved
        self.vals.append(i)
        self.lines.append(f"{out}:")

    def dead_block(self) -> None:
        """A block nothing branches to, storing and loading; it jumps into the next join."""
        d, j = self.block(), self.block()
        self.emit(f"cf.br {j}")
        self.lines.append(f"{d}:")
        self.arm(self.rng.randint(1, 3))
        self.emit(f"cf.br {j}")
        self.lines.append(f"{j}:")

    def text(self) -> str:
        rng = self.rng
        self.emit("%zero = arith.constant 0 : i32")
        self.emit("%one = arith.constant 1 : i32")
        self.emit("%f1 = arith.constant 1.5 : f32")
        self.emit("%i0 = arith.index_cast %zero : i32 to index")
        self.floats.append("%f1")
        n = rng.randint(1, 4)
        for k in range(n):
            kind = rng.choice(["r0", "r0", "r1", "f"])
            name = f"%s{k}"
            ty = {"r0": "memref<i32>", "r1": "memref<1xi32>", "f": "memref<f32>"}[kind]
            self.emit(f"{name} = memref.alloca() : {ty}")
            self.slots.append((name, kind))
        if rng.random() < 0.25:
            name, kind = rng.choice(self.slots)
            if kind == "r0":
                self.emit(f"%esc = memref.cast {name} : memref<i32> to memref<i32>")
                self.escaping.add(name)
        for _ in range(rng.randint(1, 4)):
            self.straight(rng.randint(0, 3))
            self.segment(2)
        self.straight(rng.randint(0, 2))
        results, types = [], []
        scope: list[str] = []
        for slot in self.slots:
            v = self.load(slot, scope)
            results.append(v)
            types.append("f32" if slot[1] == "f" else "i32")
        for v in rng.sample(self.vals, min(2, len(self.vals))):
            results.append(v)
            types.append("i32")
        self.emit(f"return {', '.join(results)} : {', '.join(types)}")
        head = f"func.func @f(%x: i32, %y: i32, %z: i32, %c: i1, %d: i1) -> ({', '.join(types)}) {{"
        return "\n".join([head, *self.lines, "}", ""])


def random_program(seed: int) -> tuple[str, set[str]]:
    """A random function and the names of its slots that escape (must not be promoted)."""
    p = _Program(random.Random(seed))
    return p.text(), p.escaping


def _inputs(rng: random.Random) -> list[list]:
    vals = [0, 1, 2, 3, -1, 7, 2**31 - 1, -(2**31)]
    return [
        [
            rng.choice(vals),
            rng.choice(vals),
            rng.choice(vals),
            rng.random() < 0.5,
            rng.random() < 0.5,
        ]
        for _ in range(4)
    ]


# ------------------------------------------------------------------ the test


def _mem2reg(text: str):
    ctx = Context()
    m = parse_module(text, ctx)
    assert run_pipeline("builtin.module(mem2reg)", m, ctx), text
    return m, print_op(m)


def _block_args(module) -> int:
    """The number of arguments of the non-entry blocks of the functions in ``module``."""
    return sum(
        len(b.args)
        for op in module.walk()
        if op.name == "func.func"
        for b in op.regions[0].blocks[1:]
    )


def test_mem2reg_differential() -> None:
    stats = Stats()
    rng = random.Random(SEED)
    for k in range(N_PROGRAMS):
        text, escaping = random_program(SEED + k)
        stats.programs += 1
        inputs = _inputs(rng)
        before = run_inputs(text, inputs)
        m, after_text = _mem2reg(text)
        n_alloca = text.count("memref.alloca()")
        left = after_text.count("memref.alloca()")
        stats.promoted += n_alloca - left
        stats.kept += left
        stats.block_args += _block_args(m) - _block_args(parse_module(text, Context()))
        if not escaping and ("memref.load" in after_text or "memref.store" in after_text):
            stats.mismatches.append(f"a slot was left unpromoted\n{text}--- after\n{after_text}")
        compare_after(stats, m, inputs, before, "mem2reg", text, after_text)
    print(
        f"\nmem2reg differential: {stats.programs} programs, {stats.runs} runs "
        f"({stats.skipped_ub} skipped for UB), {stats.promoted} allocas promoted, "
        f"{stats.kept} kept, {stats.block_args} block arguments added, "
        f"{len(stats.mismatches)} mismatches"
    )
    assert not stats.mismatches, stats.mismatches[0]
    assert stats.promoted > N_PROGRAMS and stats.block_args > N_PROGRAMS // 2


def test_generator_programs_verify_in_mlir_opt_shape() -> None:
    """Every generated program parses and verifies, and is deterministic for its seed."""
    for k in range(20):
        text, _ = random_program(SEED + k)
        assert random_program(SEED + k)[0] == text
        parse_module(text, Context())
