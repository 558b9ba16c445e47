"""``sccp`` and region simplification ask interfaces, never op names: a user's dialect
declared in ``.rules`` gets them for free.

The dialect ``pick`` below mirrors ``scf.if``, ``scf.for``, ``scf.while`` (with
``scf.yield`` and ``scf.condition``) and ``cf.cond_br`` op for op: same operands,
regions and attributes, but its own names and its own implementations of
``RegionBranchOpInterface``, ``RegionBranchTerminatorOpInterface`` and
``BranchOpInterface`` (written here, not borrowed from ``rules.scf`` or
``rules.cf``). Each program is written once with the built-in ops; its ``pick``
copy (the op names swapped) must come out of ``sccp`` (and ``canonicalize`` for
the branch) exactly as the built-in one does, in generic form with the names
swapped back. The built-in outputs are checked to show the propagation happened
(constants through a constant-folded branch, an iter_arg, a loop that never runs),
and are compared with mlir-opt 19 where it is installed.
"""

from __future__ import annotations

import re

import pytest
from support.mlir_opt import mlir_opt_each
from support.mlir_opt import needs_mlir_opt as needs_mlir

from irlite.gen.loader import load_rules
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes

HELPERS = '''
from irlite.gen.runtime import set_operand_group
from irlite.ir.attributes import IntegerAttr
from irlite.ir.interfaces import (
    BranchOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)


def _true(c):
    """True / False for a constant i1, None when not constant."""
    return bool(c.value & 1) if isinstance(c, IntegerAttr) else None


def _args(region):
    return list(region.blocks[0].args)


class If(RegionBranchOpInterface):
    """op -> either region; a region -> the results; a constant condition picks one."""

    __slots__ = ()

    def successor_regions(self, point):
        op = self.op
        if point is not None:
            return [RegionSuccessor(None, list(op.results))]
        return [RegionSuccessor(op.regions[0], []), RegionSuccessor(op.regions[1], [])]

    def successor_regions_for_constants(self, constant_operands):
        c = _true(constant_operands[0])
        if c is None:
            return self.successor_regions(None)
        return [RegionSuccessor(self.op.regions[0 if c else 1], [])]


class For(RegionBranchOpInterface):
    """op or body -> the body (its arguments after the counter) or the results."""

    __slots__ = ()

    def successor_regions(self, point):
        op = self.op
        return [
            RegionSuccessor(op.regions[0], _args(op.regions[0])[1:]),
            RegionSuccessor(None, list(op.results)),
        ]

    def entry_successor_operands(self, region):
        return [o.value for o in self.op.op_operands[3:]]


class While(RegionBranchOpInterface):
    """op or after -> before; before -> after or the results."""

    __slots__ = ()

    def successor_regions(self, point):
        op = self.op
        before, after = op.regions
        if point is None or point is after:
            return [RegionSuccessor(before, _args(before))]
        return [RegionSuccessor(after, _args(after)), RegionSuccessor(None, list(op.results))]

    def entry_successor_operands(self, region):
        return [o.value for o in self.op.op_operands]


class Yield(RegionBranchTerminatorOpInterface):
    __slots__ = ()

    def successor_operands(self, region):
        return [o.value for o in self.op.op_operands]


class Cond(RegionBranchTerminatorOpInterface):
    """Passes its operands after the condition on; a constant condition picks the way."""

    __slots__ = ()

    def successor_operands(self, region):
        return [o.value for o in self.op.op_operands[1:]]

    def successor_regions_for_constants(self, constant_operands):
        w = self.op.parent_op
        c = _true(constant_operands[0])
        out = []
        if c is None or c:
            out.append(RegionSuccessor(w.regions[1], _args(w.regions[1])))
        if c is None or not c:
            out.append(RegionSuccessor(None, list(w.results)))
        return out


class Branch(BranchOpInterface):
    """Operands: the condition, then each successor's group (operandSegmentSizes)."""

    __slots__ = ()

    def _groups(self):
        vals = [o.value for o in self.op.op_operands]
        n = list(self.op.properties["operandSegmentSizes"].values)
        return [vals[1 : 1 + n[1]], vals[1 + n[1] : 1 + n[1] + n[2]]]

    def successor_operands(self, index):
        return self._groups()[index]

    def set_successor_operands(self, index, values):
        set_operand_group(self.op, index + 1, values, (1, -1, -1))

    def successor_for_operands(self, constant_operands):
        c = _true(constant_operands[0])
        return None if c is None else self.op.successors[0 if c else 1]
'''

DIALECT = """
dialect pick {
  summary "region and branch control flow of a user's dialect"
}
native h "pick_helpers.py"

op yield [Pure, IsTerminator, ReturnLike] {
  summary  "leave a region"
  interfaces { RegionBranchTerminatorOpInterface: h.Yield }
  operands { results: Variadic<AnyType> }
}

op condition [Pure, IsTerminator] {
  summary  "go on or stop"
  interfaces { RegionBranchTerminatorOpInterface: h.Cond }
  operands { condition: I1, args: Variadic<AnyType> }
}

op if [RecursiveMemoryEffects, RegionBranchOpInterface] {
  summary  "two-way region choice"
  interfaces { RegionBranchOpInterface: h.If }
  operands { condition: I1 }
  results  { results: Variadic<AnyType> }
  regions  { thenRegion: SizedRegion<1>, elseRegion: SizedRegion<1> }
}

op for [RecursiveMemoryEffects, RegionBranchOpInterface] {
  summary  "counted loop"
  interfaces { RegionBranchOpInterface: h.For }
  operands { lowerBound: Index, upperBound: Index, step: Index, initArgs: Variadic<AnyType> }
  results  { results: Variadic<AnyType> }
  regions  { region: SizedRegion<1> }
}

op while [RecursiveMemoryEffects, RegionBranchOpInterface] {
  summary  "loop while the before region says so"
  interfaces { RegionBranchOpInterface: h.While }
  operands { inits: Variadic<AnyType> }
  results  { results: Variadic<AnyType> }
  regions  { before: SizedRegion<1>, after: SizedRegion<1> }
}

op cond_br [Pure, IsTerminator, AttrSizedOperandSegments] {
  summary    "two-way branch"
  interfaces { BranchOpInterface: h.Branch }
  operands   { condition: I1, trueDestOperands: Variadic<AnyType>,
               falseDestOperands: Variadic<AnyType> }
  successors { trueDest: AnySuccessor, falseDest: AnySuccessor }
}
"""

#: built-in op -> its ``pick`` twin
TWINS = {
    "scf.if": "pick.if",
    "scf.for": "pick.for",
    "scf.while": "pick.while",
    "scf.yield": "pick.yield",
    "scf.condition": "pick.condition",
    "cf.cond_br": "pick.cond_br",
}

#: (name, program in generic form, text the built-in sccp output must contain)
SCCP_CASES = [
    (
        "constant_condition_takes_one_region",
        """func.func @f(%x: i32) -> i32 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i32
  %r = "scf.if"(%t) ({
    "scf.yield"(%c1) : (i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  %s = arith.addi %r, %c1 : i32
  return %s : i32
}""",
        "return %c2_i32",
    ),
    (
        "unknown_condition_same_value_on_both_sides",
        """func.func @f(%p: i1, %x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = "scf.if"(%p) ({
    "scf.yield"(%c3) : (i32) -> ()
  }, {
    %m = arith.muli %c3, %c3 : i32
    %d = arith.divsi %m, %c3 : i32
    "scf.yield"(%d) : (i32) -> ()
  }) : (i1) -> i32
  return %r : i32
}""",
        "return %c3_i32",
    ),
    (
        "unknown_condition_different_values_stay",
        """func.func @f(%p: i1) -> i32 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %r = "scf.if"(%p) ({
    "scf.yield"(%c3) : (i32) -> ()
  }, {
    "scf.yield"(%c4) : (i32) -> ()
  }) : (i1) -> i32
  return %r : i32
}""",
        "return %0",
    ),
    (
        "loop_carried_constant_and_induction_variable",
        """func.func @f(%n: index) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %r:2 = "scf.for"(%c0, %n, %c1, %c5, %c0) ({
  ^bb0(%iv: index, %a: i32, %j: index):
    %b = arith.muli %a, %a : i32
    %e = arith.divsi %b, %a : i32
    %k = arith.addi %j, %iv : index
    "scf.yield"(%e, %k) : (i32, index) -> ()
  }) : (index, index, index, i32, index) -> (i32, index)
  return %r#0, %r#1 : i32, index
}""",
        "return %c5_i32, %0#1",
    ),
    (
        "loop_that_never_runs",
        """func.func @f(%x: i32) -> i32 {
  %f = arith.constant false
  %c7 = arith.constant 7 : i32
  %r = "scf.while"(%c7) ({
  ^bb0(%a: i32):
    "scf.condition"(%f, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    %s = arith.addi %b, %x : i32
    "scf.yield"(%s) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}""",
        "return %c7_i32",
    ),
    (
        "loop_that_runs_is_overdefined",
        """func.func @f(%x: i32) -> i32 {
  %t = arith.constant true
  %c7 = arith.constant 7 : i32
  %r = "scf.while"(%c7) ({
  ^bb0(%a: i32):
    %p = arith.cmpi slt, %a, %x : i32
    "scf.condition"(%p, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%b: i32):
    %s = arith.addi %b, %c7 : i32
    "scf.yield"(%s) : (i32) -> ()
  }) : (i32) -> i32
  return %r : i32
}""",
        "return %0",
    ),
    (
        "constant_branch_takes_one_edge",
        """func.func @f(%x: i32) -> i32 {
  %t = arith.constant true
  %c2 = arith.constant 2 : i32
  "cf.cond_br"(%t, %c2, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}>
      : (i1, i32, i32) -> ()
^bb1(%a: i32):
  %s = arith.addi %a, %a : i32
  return %s : i32
^bb2(%b: i32):
  return %b : i32
}""",
        "return %c4_i32",
    ),
]

#: canonicalize: the built-in output must contain this (dead branch operands dropped)
CANON_CASES = [
    (
        "dead_block_arguments",
        """func.func @f(%p: i1, %x: i32, %y: i32, %m: memref<i32>) -> i32 {
  "cf.cond_br"(%p, %x, %y, %y)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}>
      : (i1, i32, i32, i32) -> ()
^bb1(%a: i32, %b: i32):
  memref.store %b, %m[] : memref<i32>
  return %x : i32
^bb2(%c: i32):
  memref.store %x, %m[] : memref<i32>
  return %y : i32
}""",
        "cf.cond_br %arg0, ^bb1(%arg2 : i32), ^bb2\n",
    ),
]


def _twin(text: str) -> str:
    for a, b in TWINS.items():
        text = text.replace(f'"{a}"', f'"{b}"')
    return text


def _untwin(text: str) -> str:
    for a, b in TWINS.items():
        text = text.replace(f'"{b}"', f'"{a}"')
    return text


@pytest.fixture(scope="module")
def pick(tmp_path_factory) -> str:
    d = tmp_path_factory.mktemp("pick")
    (d / "pick_helpers.py").write_text(HELPERS)
    p = d / "pick.rules"
    p.write_text(DIALECT)
    return str(p)


def _run(text: str, pipeline: str, rules: str | None, generic: bool) -> str:
    load_builtin_passes()
    ctx = Context(allow_unregistered=True)
    if rules is not None:
        load_rules(rules, ctx)
    m = parse_module(text, ctx)
    assert run_pipeline(pipeline, m, ctx)
    return print_module(m, generic=generic)


def _check_twins(pick: str, text: str, pipeline: str, expect: str) -> None:
    builtin = _run(text, pipeline, None, generic=False)
    assert expect in builtin, builtin
    twin = _run(_twin(text), pipeline, pick, generic=True)
    assert _untwin(twin) == _run(text, pipeline, None, generic=True)


@pytest.mark.parametrize("name,text,expect", SCCP_CASES, ids=[c[0] for c in SCCP_CASES])
def test_sccp_through_a_user_dialect_as_through_scf(pick, name: str, text: str, expect: str):
    _check_twins(pick, text, "builtin.module(sccp)", expect)


@pytest.mark.parametrize("name,text,expect", CANON_CASES, ids=[c[0] for c in CANON_CASES])
def test_region_simplification_edits_a_user_branch(pick, name: str, text: str, expect: str):
    _check_twins(pick, text, "builtin.module(canonicalize)", expect)


def test_without_the_interfaces_nothing_propagates(tmp_path) -> None:
    """The same dialect with its interfaces taken away: its ops are looked through no
    more (region results overdefined, every edge of its branch live), so the interfaces,
    not the names, did the work above."""
    bare = re.sub(r"\n  interfaces \{[^}]*\}", "", DIALECT).replace(", RegionBranchOpInterface", "")
    (tmp_path / "pick.rules").write_text(bare.replace('native h "pick_helpers.py"\n', ""))
    rules = str(tmp_path / "pick.rules")
    for name, text, _ in SCCP_CASES:
        if name.endswith(("_stay", "_overdefined")):
            continue
        out = _run(_twin(text), "builtin.module(sccp)", rules, generic=True)
        assert _untwin(out) != _run(text, "builtin.module(sccp)", None, generic=True), name


def test_op_without_interfaces_is_overdefined(pick) -> None:
    """An unregistered region op: its region is live, its results overdefined."""
    text = re.sub(r'"scf\.if"', '"other.if"', SCCP_CASES[0][1]).replace(
        '"scf.yield"', '"other.yield"'
    )
    out = _run(text, "builtin.module(sccp)", pick, generic=False)
    assert "arith.addi %0, %c1_i32" in out, out


@needs_mlir
def test_builtin_outputs_match_mlir_opt() -> None:
    cases = [(t, "builtin.module(sccp)") for _, t, _ in SCCP_CASES]
    cases += [(t, "builtin.module(canonicalize)") for _, t, _ in CANON_CASES]
    for text, pipeline in cases:
        (expected,) = mlir_opt_each(
            [text], "--allow-unregistered-dialect", f"--pass-pipeline={pipeline}"
        )
        assert _run(text, pipeline, None, generic=False) == expected, text
