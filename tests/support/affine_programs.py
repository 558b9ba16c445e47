"""Random affine programs for differential tests.

``AffineProgram(seed).text()`` is a function ``@f(%n, %m, %A)`` whose ops are affine maps of
loop induction variables, arguments, constants and earlier results (``affine.apply``,
``affine.min``, ``affine.max``), loops with constant, symbol and min/max bounds and steps
1 to 3, conditionals on random integer sets (sometimes the trivially true or false ones)
and loads; every value computed goes to an opaque ``"foo.use"``. With
``interpretable=True`` the values are stored instead into slots of a local buffer whose
contents the function returns, so the reference interpreter can run it (no loads then).
Divisors are positive constants, so no run divides by zero.
"""

from __future__ import annotations

import random

__all__ = ["AffineProgram", "random_expr"]


def random_expr(r: random.Random, nd: int, ns: int, depth: int = 0) -> str:
    """An affine expression over ``d0..``/``s0..`` with constant multipliers and divisors."""
    leaves = [f"d{i}" for i in range(nd)] + [f"s{i}" for i in range(ns)] + [str(r.randint(-3, 9))]
    if depth > 1 or r.random() < 0.35:
        return r.choice(leaves)
    a = random_expr(r, nd, ns, depth + 1)
    k = r.choice(["+", "-", "*", "floordiv", "ceildiv", "mod", "+"])
    if k in "+-":
        return f"({a} {k} {random_expr(r, nd, ns, depth + 1)})"
    if k == "*":
        return f"({a} * {r.randint(-3, 4)})"
    return f"({a} {k} {r.randint(1, 8)})"


def _ids(prefix: str, n: int) -> str:
    return ", ".join(f"{prefix}{i}" for i in range(n))


def _map(r: random.Random, nd: int, ns: int, n: int) -> str:
    body = ", ".join(random_expr(r, nd, ns) for _ in range(n))
    return f"affine_map<({_ids('d', nd)})[{_ids('s', ns)}] -> ({body})>"


class AffineProgram:
    """One random program (see the module docstring)."""

    def __init__(self, seed: int, interpretable: bool = False) -> None:
        self.r = random.Random(seed)
        self.interp = interpretable
        self.lines: list[str] = []
        self.count = 0
        self.slots = 0

    def _new(self, prefix: str = "%v") -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def _sink(self, ind: str, v: str) -> None:
        if self.interp:
            self.lines.append(f"{ind}affine.store {v}, %buf[{self.slots}] : memref<64xindex>")
            self.slots += 1
        else:
            self.lines.append(f'{ind}"foo.use"({v}) : (index) -> ()')

    def _body(self, depth: int, ind: str, dims: list, syms: list) -> None:
        r, out = self.r, self.lines
        kinds = ["apply", "apply", "min", "max", "if"] + ([] if self.interp else ["load"])
        kinds += ["for"] if depth < 2 else []
        for _ in range(r.randint(2, 5)):
            if self.slots > 56:
                return
            k = r.choice(kinds)
            pool = dims + syms
            if k in ("apply", "min", "max"):
                nd, ns = r.randint(0, 2), r.randint(0, 2)
                ds = [r.choice(pool) for _ in range(nd)]
                ss = [r.choice(syms) for _ in range(ns)]
                n = 1 if k == "apply" else r.randint(1, 3)
                v = self._new()
                out.append(
                    f"{ind}{v} = affine.{k} {_map(r, nd, ns, n)}({', '.join(ds)})[{', '.join(ss)}]"
                )
                self._sink(ind, v)
                (dims if any(x in dims for x in ds) else syms).append(v)
            elif k == "load":
                i, j = r.choice(pool), r.choice(pool)
                out.append(
                    f"{ind}{self._new('%l')} = affine.load %A[{i} + 1, {j} floordiv 2] : "
                    "memref<100x100xf32>"
                )
            elif k == "for":
                iv = self._new("%i")
                lb = r.choice(
                    [
                        "0",
                        str(r.randint(-2, 3)),
                        r.choice(["%n", "%m"]),
                        f"max {_map(r, 1, 0, 2)}({r.choice(pool)})",
                    ]
                )
                ub = r.choice(
                    [
                        str(r.randint(0, 20)),
                        "%n",
                        f"min {_map(r, 0, 1, 2)}()[{r.choice(syms)}]",
                        f"{_map(r, 1, 0, 1)}({r.choice(pool)})",
                    ]
                )
                out.append(f"{ind}affine.for {iv} = {lb} to {ub} step {r.choice([1, 1, 2, 3])} {{")
                self._body(depth + 1, ind + "  ", dims + [iv], list(syms))
                self._sink(ind + "  ", iv)
                out.append(f"{ind}}}")
            else:
                nd, ns = r.randint(0, 2), r.randint(0, 1)
                ds = [r.choice(pool) for _ in range(nd)]
                ss = [r.choice(syms) for _ in range(ns)]
                cons = ", ".join(
                    f"{random_expr(r, nd, ns)} {r.choice(['>=', '=='])} 0"
                    for _ in range(r.randint(1, 2))
                )
                if r.random() < 0.15:
                    cons = r.choice(["0 == 0", "1 == 0"])
                out.append(
                    f"{ind}affine.if affine_set<({_ids('d', nd)})[{_ids('s', ns)}] : ({cons})>"
                    f"({', '.join(ds)})[{', '.join(ss)}] {{"
                )
                self._then_else(ind + "  ", "%c3", '"foo.then"() : () -> ()')
                if r.random() < 0.5:
                    out.append(f"{ind}}} else {{")
                    self._then_else(ind + "  ", "%c0", '"foo.else"() : () -> ()')
                out.append(f"{ind}}}")

    def _then_else(self, ind: str, marker: str, opaque: str) -> None:
        if self.interp:
            self._sink(ind, marker)
        else:
            self.lines.append(ind + opaque)

    def text(self) -> str:
        head = [
            "func.func @f(%n: index, %m: index, %A: memref<100x100xf32>) {"
            if not self.interp
            else "func.func @f(%n: index, %m: index) -> memref<64xindex> {",
            "  %c3 = arith.constant 3 : index",
            "  %c0 = arith.constant 0 : index",
        ]
        if self.interp:
            head += [
                "  %buf = memref.alloc() : memref<64xindex>",
                "  affine.for %z = 0 to 64 {",
                "    affine.store %c0, %buf[%z] : memref<64xindex>",
                "  }",
            ]
        self.lines = head
        self._body(0, "  ", [], ["%n", "%m", "%c3", "%c0"])
        tail = ["  return %buf : memref<64xindex>", "}"] if self.interp else ["  return", "}"]
        return "\n".join(self.lines + tail) + "\n"
