// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --match-full-lines --check-prefixes=CHECK,GENERIC
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM
// RUN: irlite-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | irlite-opt --split-input-file --allow-unregistered-dialect | FileCheck %s --match-full-lines --check-prefixes=CHECK,CUSTOM

// Every builtin attribute form but the dense and affine ones (dense.mlir,
// affine.mlir), printed as mlir-opt 19 prints it, in the custom and in the
// generic form, and read back. Dictionaries print sorted by name; an integer
// without a type is i64, a float without a type f64.

// Integers: widths, signedness, hex input, the i1 forms (true/false), index,
// values past 64 bits.
"foo.integers"() {a = 1 : i32, b = -1 : i8, c = 0 : i1, d = 1 : i1, e = 255 : ui8, f = -128 : si8, g = 42, h = 7 : index, i = 0x1F : i64, j = 18446744073709551615 : ui64, k = -170141183460469231731687303715884105728 : i128, l = 340282366920938463463374607431768211455 : i129, m = -0x10 : i32, n = 0 : si1} : () -> ()

// CUSTOM: module {
// GENERIC: "builtin.module"() ({
// CHECK-NEXT:   "foo.integers"() {a = 1 : i32, b = -1 : i8, c = false, d = true, e = 255 : ui8, f = -128 : si8, g = 42 : i64, h = 7 : index, i = 31 : i64, j = 18446744073709551615 : ui64, k = -170141183460469231731687303715884105728 : i128, l = 340282366920938463463374607431768211455 : i129, m = -16 : i32, n = 0 : si1} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Floats in decimal: printed with 6 fractional digits in exponent form when
// that reads back exactly, else the shortest exact decimal, else hex.
"foo.floats"() {a = 1.0 : f32, b = -2.5 : f64, c = 0.1 : f32, d = 1.0e10 : f64, e = 1.5e-7 : f16, f = 3.0 : bf16, g = 0.0 : f64, h = -0.0 : f32, i = 1.0, j = 123456789.0 : f64, k = 1.0e+300 : f64, l = 6.1e-5 : f16, m = 0.333333333 : f32} : () -> ()
"foo.float_types"() {a = 1.5 : f80, b = 1.5 : f128, c = 0.5 : tf32, d = 2.0 : f8E5M2, e = 448.0 : f8E4M3FN, f = 1.0 : f8E5M2FNUZ, g = 0.5 : f8E4M3FNUZ, h = 3.0 : f8E4M3B11FNUZ, i = -1.25 : f8E4M3} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.floats"() {a = 1.000000e+00 : f32, b = -2.500000e+00 : f64, c = 1.000000e-01 : f32, d = 1.000000e+10 : f64, e = 1.788140e-07 : f16, f = 3.000000e+00 : bf16, g = 0.000000e+00 : f64, h = -0.000000e+00 : f32, i = 1.000000e+00 : f64, j = 0x419D6F3454000000 : f64, k = 1.000000e+300 : f64, l = 6.097560e-05 : f16, m = 0.333333343 : f32} : () -> ()
// CHECK-NEXT:   "foo.float_types"() {a = 1.500000e+00 : f80, b = 1.500000e+00 : f128, c = 5.000000e-01 : tf32, d = 2.000000e+00 : f8E5M2, e = 4.480000e+02 : f8E4M3FN, f = 1.000000e+00 : f8E5M2FNUZ, g = 5.000000e-01 : f8E4M3FNUZ, h = 3.000000e+00 : f8E4M3B11FNUZ, i = -1.250000e+00 : f8E4M3} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Floats written as their bit patterns (hex); infinities and NaNs print in
// hex, other values in decimal.
"foo.float_hex"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = 0x7FF0000000000000 : f64, e = 0x7C00 : f16, f = 0x0001 : f16, g = 0x3C00 : f16, h = 0x7FC0 : bf16, i = 0x7F800001 : f32, j = 0x00000001 : f32, k = 0x80000000 : f32, l = 0xFFF8000000000000 : f64, m = 0x7C : f8E5M2, n = 0x7F : f8E4M3FN, o = 0x80 : f8E4M3FNUZ} : () -> ()
"foo.float_limits"() {a = 3.4028234663852886e+38 : f32, b = 1.0e-45 : f32, c = 2.2250738585072014e-308 : f64, d = 4.9406564584124654e-324 : f64, e = 65504.0 : f16, f = 1.7976931348623157e+308 : f64, g = 0x0000000000000001 : f64} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.float_hex"() {a = 0x7F800000 : f32, b = 0xFF800000 : f32, c = 0x7FC00000 : f32, d = 0x7FF0000000000000 : f64, e = 0x7C00 : f16, f = 5.960460e-08 : f16, g = 1.000000e+00 : f16, h = 0x7FC0 : bf16, i = 0x7F800001 : f32, j = 1.401300e-45 : f32, k = -0.000000e+00 : f32, l = 0xFFF8000000000000 : f64, m = 0x7C : f8E5M2, n = 0x7F : f8E4M3FN, o = 0x80 : f8E4M3FNUZ} : () -> ()
// CHECK-NEXT:   "foo.float_limits"() {a = 3.40282347E+38 : f32, b = 1.401300e-45 : f32, c = 2.2250738585072014E-308 : f64, d = 4.940660e-324 : f64, e = 6.550400e+04 : f16, f = 1.7976931348623157E+308 : f64, g = 4.940660e-324 : f64} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

"foo.bools"() {a = true, b = false} : () -> ()
// A unit attribute prints as its bare name.
"foo.unit"() {a, b = unit} : () -> ()
// An empty attribute dictionary is not printed.
"foo.empty"() {} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.bools"() {a = true, b = false} : () -> ()
// CHECK-NEXT:   "foo.unit"() {a, b} : () -> ()
// CHECK-NEXT:   "foo.empty"() : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Strings: printable ASCII kept, everything else as \XX hex escapes (quotes
// and newlines included, backslash as \\); typed strings.
"foo.strings"() {a = "hello", b = "", c = "quote\"d", d = "back\\slash", e = "tab\tnl\n", f = "\00\01\7F\FF", g = "unicode: \C3\A9", h = "typed" : i32, i = "é", j = "bell\07", k = "{[(<>)]}", l = "// not a comment", m = "a\"b\\c\0Ad"} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.strings"() {a = "hello", b = "", c = "quote\22d", d = "back\\slash", e = "tab\09nl\0A", f = "\00\01\7F\FF", g = "unicode: \C3\A9", h = "typed" : i32, i = "\C3\A9", j = "bell\07", k = "{[(<>)]}", l = "// not a comment", m = "a\22b\\c\0Ad"} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

"foo.arrays"() {a = [], b = [1, 2, 3], c = [1 : i32, "x", [true, [unit]]], d = [i32, f32], e = [@sym, {k = 1}], f = [[], [[]]]} : () -> ()
// Dictionary entries print sorted; names that are not bare identifiers print quoted.
"foo.dicts"() {a = {}, b = {x = 1 : i64, a = "s"}, c = {nested = {deep = {z}}}, "quoted key" = 1, "0num" = 2, d = {"with space" = unit}} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.arrays"() {a = [], b = [1, 2, 3], c = [1 : i32, "x", [true, [unit]]], d = [i32, f32], e = [@sym, {k = 1 : i64}], f = {{\[\[}}], {{\[\[}}]]]} : () -> ()
// CHECK-NEXT:   "foo.dicts"() {"0num" = 2 : i64, a = {}, b = {a = "s", x = 1 : i64}, c = {nested = {deep = {z}}}, d = {"with space"}, "quoted key" = 1 : i64} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Types as attributes.
"foo.type_attrs"() {a = i32, b = tensor<2xf32>, c = () -> (), d = !foo.bar, e = none, f = index, g = memref<?xf32, 1>, h = vector<[4]xi1>, i = [complex<f32>, tuple<>]} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.type_attrs"() {a = i32, b = tensor<2xf32>, c = () -> (), d = !foo.bar, e = none, f = index, g = memref<?xf32, 1>, h = vector<[4]xi1>, i = [complex<f32>, tuple<>]} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Symbol references: flat, nested, quoted where not bare identifiers.
"foo.symbols"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"quoted sym", e = @"with::colons"::@"x y", f = [@a, @b::@c], g = @"foo", h = @_under$score.dot} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.symbols"() {a = @foo, b = @foo::@bar, c = @foo::@bar::@baz, d = @"quoted sym", e = @"with::colons"::@"x y", f = [@a, @b::@c], g = @foo, h = @_under$score.dot} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Attributes of unregistered dialects: opaque #dialect<"..."> bodies and the
// pretty #dialect.name<...> form, kept verbatim.
"foo.dialect_attrs"() {a = #foo.bar, b = #foo<"opaque body">, c = #foo.baz<1, [2], "s">, d = #foo.q<{a = 1}>, e = #foo<"x<y>">, f = #foo.n<#foo.m<i32>>} : () -> ()
"foo.discardable"() {foo.attr = 1 : i32, bar.baz = #bar.x} : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.dialect_attrs"() {a = #foo.bar, b = #foo<"opaque body">, c = #foo.baz<1, [2], "s">, d = #foo.q<{a = 1}>, e = #foo<"x<y>">, f = #foo.n<#foo.m<i32>>} : () -> ()
// CHECK-NEXT:   "foo.discardable"() {bar.baz = #bar.x, foo.attr = 1 : i32} : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:

// -----

// Properties (inherent attributes) print in <{...}>, before the discardable ones.
"foo.props"() <{p = 1 : i32, q = [1, 2]}> {r = "d"} : () -> ()
"foo.props_only"() <{z = unit, a = "s"}> : () -> ()
"foo.props_empty"() <{}> : () -> ()

// CHECK: {{//}} -----
// CUSTOM-NEXT: module {
// GENERIC-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "foo.props"() <{p = 1 : i32, q = [1, 2]}> {r = "d"} : () -> ()
// CHECK-NEXT:   "foo.props_only"() <{a = "s", z}> : () -> ()
// CHECK-NEXT:   "foo.props_empty"() <{}> : () -> ()
// CUSTOM-NEXT: }
// GENERIC-NEXT: }) : () -> ()
// CHECK-EMPTY:
