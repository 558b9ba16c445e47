"""arith round trips: custom and generic forms print as mlir-opt 19 prints them.

The expected texts were produced by ``mlir-opt`` 19 from ``INPUT`` (``EXPECTED``:
default output, ``GENERIC``: ``--mlir-print-op-generic``). Inputs avoid ops whose
custom-form result names (``c0_i32``, ``sum``) need the printer's
``asm_result_names`` support; those names are checked on the op classes.
"""

from __future__ import annotations

from irlite.ir.context import Context
from irlite.ir.cursor import SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.verifier import verify

INPUT = "func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %t: tensor<?xf64>) {\n  %0 = arith.addi %a, %b overflow<nuw, nsw> : i32\n  %1 = arith.subi %a, %b overflow<nsw> : i32\n  %2 = arith.muli %i, %i : index\n  %3 = arith.divsi %a, %b : i32\n  %4 = arith.divui %a, %b : i32\n  %5 = arith.ceildivsi %a, %b : i32\n  %6 = arith.ceildivui %a, %b : i32\n  %7 = arith.floordivsi %a, %b : i32\n  %8 = arith.remsi %a, %b : i32\n  %9 = arith.remui %a, %b : i32\n  %10 = arith.andi %v, %v : vector<4xi32>\n  %11 = arith.ori %a, %b : i32\n  %12 = arith.xori %a, %b : i32\n  %13 = arith.shli %a, %b : i32\n  %14 = arith.shrsi %a, %b : i32\n  %15 = arith.shrui %a, %b : i32\n  %16 = arith.maxsi %a, %b : i32\n  %17 = arith.maxui %a, %b : i32\n  %18 = arith.minsi %a, %b : i32\n  %19 = arith.minui %a, %b : i32\n  %20 = arith.addf %x, %y fastmath<reassoc, nnan> : f32\n  %21 = arith.subf %x, %y : f32\n  %22 = arith.mulf %t, %t fastmath<fast> : tensor<?xf64>\n  %23 = arith.divf %x, %y : f32\n  %24 = arith.remf %x, %y : f32\n  %25 = arith.maximumf %x, %y : f32\n  %26 = arith.maxnumf %x, %y : f32\n  %27 = arith.minimumf %x, %y : f32\n  %28 = arith.minnumf %x, %y : f32\n  %29 = arith.negf %x fastmath<nnan> : f32\n  %30 = arith.cmpi uge, %v, %v : vector<4xi32>\n  %31 = arith.cmpf uno, %x, %y : f32\n  %32 = arith.select %vc, %v, %v {tag} : vector<4xi1>, vector<4xi32>\n  %33 = arith.extui %a : i32 to i64\n  %34 = arith.extsi %a : i32 to i64\n  %35 = arith.trunci %a : i32 to i16\n  %36 = arith.extf %x : f32 to f64\n  %37 = arith.truncf %x downward : f32 to bf16\n  %38 = arith.uitofp %a : i32 to f32\n  %39 = arith.sitofp %v : vector<4xi32> to vector<4xf32>\n  %40 = arith.fptoui %x : f32 to i32\n  %41 = arith.fptosi %x : f32 to i32\n  %42 = arith.index_cast %i : index to i64\n  %43 = arith.index_castui %a : i32 to index\n  %44 = arith.bitcast %a : i32 to f32\n  %45 = arith.cmpi ne, %i, %i {foo = 1 : i32} : index\n  %46 = arith.truncf %x fastmath<none> : f32 to f16\n  return\n}\n"

EXPECTED = "module {\n  func.func @f(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: i1, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: tensor<?xf64>) {\n    %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32\n    %1 = arith.subi %arg0, %arg1 overflow<nsw> : i32\n    %2 = arith.muli %arg4, %arg4 : index\n    %3 = arith.divsi %arg0, %arg1 : i32\n    %4 = arith.divui %arg0, %arg1 : i32\n    %5 = arith.ceildivsi %arg0, %arg1 : i32\n    %6 = arith.ceildivui %arg0, %arg1 : i32\n    %7 = arith.floordivsi %arg0, %arg1 : i32\n    %8 = arith.remsi %arg0, %arg1 : i32\n    %9 = arith.remui %arg0, %arg1 : i32\n    %10 = arith.andi %arg6, %arg6 : vector<4xi32>\n    %11 = arith.ori %arg0, %arg1 : i32\n    %12 = arith.xori %arg0, %arg1 : i32\n    %13 = arith.shli %arg0, %arg1 : i32\n    %14 = arith.shrsi %arg0, %arg1 : i32\n    %15 = arith.shrui %arg0, %arg1 : i32\n    %16 = arith.maxsi %arg0, %arg1 : i32\n    %17 = arith.maxui %arg0, %arg1 : i32\n    %18 = arith.minsi %arg0, %arg1 : i32\n    %19 = arith.minui %arg0, %arg1 : i32\n    %20 = arith.addf %arg2, %arg3 fastmath<reassoc,nnan> : f32\n    %21 = arith.subf %arg2, %arg3 : f32\n    %22 = arith.mulf %arg8, %arg8 fastmath<fast> : tensor<?xf64>\n    %23 = arith.divf %arg2, %arg3 : f32\n    %24 = arith.remf %arg2, %arg3 : f32\n    %25 = arith.maximumf %arg2, %arg3 : f32\n    %26 = arith.maxnumf %arg2, %arg3 : f32\n    %27 = arith.minimumf %arg2, %arg3 : f32\n    %28 = arith.minnumf %arg2, %arg3 : f32\n    %29 = arith.negf %arg2 fastmath<nnan> : f32\n    %30 = arith.cmpi uge, %arg6, %arg6 : vector<4xi32>\n    %31 = arith.cmpf uno, %arg2, %arg3 : f32\n    %32 = arith.select %arg7, %arg6, %arg6 {tag} : vector<4xi1>, vector<4xi32>\n    %33 = arith.extui %arg0 : i32 to i64\n    %34 = arith.extsi %arg0 : i32 to i64\n    %35 = arith.trunci %arg0 : i32 to i16\n    %36 = arith.extf %arg2 : f32 to f64\n    %37 = arith.truncf %arg2 downward : f32 to bf16\n    %38 = arith.uitofp %arg0 : i32 to f32\n    %39 = arith.sitofp %arg6 : vector<4xi32> to vector<4xf32>\n    %40 = arith.fptoui %arg2 : f32 to i32\n    %41 = arith.fptosi %arg2 : f32 to i32\n    %42 = arith.index_cast %arg4 : index to i64\n    %43 = arith.index_castui %arg0 : i32 to index\n    %44 = arith.bitcast %arg0 : i32 to f32\n    %45 = arith.cmpi ne, %arg4, %arg4 {foo = 1 : i32} : index\n    %46 = arith.truncf %arg2 fastmath<none> : f32 to f16\n    return\n  }\n}\n"

GENERIC = '"builtin.module"() ({\n  "func.func"() <{function_type = (i32, i32, f32, f32, index, i1, vector<4xi32>, vector<4xi1>, tensor<?xf64>) -> (), sym_name = "f"}> ({\n  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: i1, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: tensor<?xf64>):\n    %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32\n    %1 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32\n    %2 = "arith.muli"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index\n    %3 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %4 = "arith.divui"(%arg0, %arg1) : (i32, i32) -> i32\n    %5 = "arith.ceildivsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %6 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32\n    %7 = "arith.floordivsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %8 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %9 = "arith.remui"(%arg0, %arg1) : (i32, i32) -> i32\n    %10 = "arith.andi"(%arg6, %arg6) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>\n    %11 = "arith.ori"(%arg0, %arg1) : (i32, i32) -> i32\n    %12 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32\n    %13 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32\n    %14 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %15 = "arith.shrui"(%arg0, %arg1) : (i32, i32) -> i32\n    %16 = "arith.maxsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %17 = "arith.maxui"(%arg0, %arg1) : (i32, i32) -> i32\n    %18 = "arith.minsi"(%arg0, %arg1) : (i32, i32) -> i32\n    %19 = "arith.minui"(%arg0, %arg1) : (i32, i32) -> i32\n    %20 = "arith.addf"(%arg2, %arg3) <{fastmath = #arith.fastmath<reassoc,nnan>}> : (f32, f32) -> f32\n    %21 = "arith.subf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %22 = "arith.mulf"(%arg8, %arg8) <{fastmath = #arith.fastmath<fast>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>\n    %23 = "arith.divf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %24 = "arith.remf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %25 = "arith.maximumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %26 = "arith.maxnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %27 = "arith.minimumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %28 = "arith.minnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32\n    %29 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32\n    %30 = "arith.cmpi"(%arg6, %arg6) <{predicate = 9 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi1>\n    %31 = "arith.cmpf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1\n    %32 = "arith.select"(%arg7, %arg6, %arg6) {tag} : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>\n    %33 = "arith.extui"(%arg0) : (i32) -> i64\n    %34 = "arith.extsi"(%arg0) : (i32) -> i64\n    %35 = "arith.trunci"(%arg0) : (i32) -> i16\n    %36 = "arith.extf"(%arg2) : (f32) -> f64\n    %37 = "arith.truncf"(%arg2) <{roundingmode = 1 : i32}> : (f32) -> bf16\n    %38 = "arith.uitofp"(%arg0) : (i32) -> f32\n    %39 = "arith.sitofp"(%arg6) : (vector<4xi32>) -> vector<4xf32>\n    %40 = "arith.fptoui"(%arg2) : (f32) -> i32\n    %41 = "arith.fptosi"(%arg2) : (f32) -> i32\n    %42 = "arith.index_cast"(%arg4) : (index) -> i64\n    %43 = "arith.index_castui"(%arg0) : (i32) -> index\n    %44 = "arith.bitcast"(%arg0) : (i32) -> f32\n    %45 = "arith.cmpi"(%arg4, %arg4) <{predicate = 1 : i64}> {foo = 1 : i32} : (index, index) -> i1\n    %46 = "arith.truncf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f16\n    "func.return"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n'


def _roundtrip(text: str, generic: bool = False) -> str:
    ctx = Context()
    top = parse_module(SourceFile("t.mlir", text), ctx)
    assert verify(top, ctx) == []
    return print_module(top, generic=generic)


def test_custom_form_matches_mlir_opt():
    assert _roundtrip(INPUT) == EXPECTED


def test_generic_form_matches_mlir_opt():
    assert _roundtrip(INPUT, generic=True) == GENERIC


def test_reads_generic_output_back():
    assert _roundtrip(GENERIC) == EXPECTED


def test_reads_own_output_back():
    assert _roundtrip(EXPECTED) == EXPECTED


def test_asm_result_names():
    text = """func.func @f(%a: i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : index
  %t = arith.constant true
  %f = arith.constant 1.0 : f32
  %n = arith.constant -1 : i64
  %s:2 = arith.addui_extended %a, %a : i32, i1
  %m:2 = arith.mulsi_extended %a, %a : i32
  return
}
"""
    ctx = Context()
    top = parse_module(SourceFile("t.mlir", text), ctx)
    ops = [op for op in top.walk() if op.name.startswith("arith.")]
    names = [op.asm_result_names() for op in ops]
    assert names == [
        ["c0_i32"],
        ["c3"],
        ["true"],
        ["cst"],
        ["c-1_i64"],
        ["sum", "overflow"],
        ["low", "high"],
    ]


def test_flags_are_canonical_in_generic_input():
    op = (
        '%0 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,'
        "contract,afn>}> : (f32, f32) -> f32"
    )
    out = _roundtrip("func.func @f(%x: f32) {\n  " + op + "\n  return\n}\n")
    assert "arith.addf %arg0, %arg0 fastmath<fast> : f32" in out


def test_verifier_messages():
    ctx = Context()
    top = parse_module(
        SourceFile(
            "t.mlir",
            "func.func @f(%x: f32) {\n"
            '  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32\n  return\n}\n',
        ),
        ctx,
    )
    diags = verify(top, ctx)
    assert "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'" in str(
        diags[0]
    )
