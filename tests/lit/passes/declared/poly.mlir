// Passes declared in a .rules file (poly.rules) run from irlite-opt once --load-rules
// registers them: as flags (nested on their anchor, func.func), with options, in
// pipeline text; their rule hits are statistics and --debug-rules traces them.
// The input is Inputs/poly.mlir (poly ops: only irlite knows the dialect).

// RUN: irlite-opt --load-rules %S/poly.rules --poly-simplify %S/Inputs/poly.mlir | FileCheck %s --check-prefix=SIMPLE
// RUN: irlite-opt --load-rules %S/poly.rules --poly-simplify=max-iterations=3 %S/Inputs/poly.mlir | FileCheck %s --check-prefix=SIMPLE
// RUN: irlite-opt --load-rules %S/poly.rules --pass-pipeline='builtin.module(func.func(poly-simplify{max-iterations=3}))' %S/Inputs/poly.mlir | FileCheck %s --check-prefix=SIMPLE
// SIMPLE-LABEL: func.func @f(%arg0: i32) -> i32 {
// SIMPLE-NEXT:    return %arg0 : i32
// SIMPLE-LABEL: func.func @g(%arg0: i32) -> i32 {
// SIMPLE:         %[[S:.*]] = arith.addi
// SIMPLE-NEXT:    return %[[S]] : i32

// --canonicalize applies the dialect's canonicalizer (simplify_poly) and folds arith.
// RUN: irlite-opt --load-rules %S/poly.rules --canonicalize %S/Inputs/poly.mlir | FileCheck %s --check-prefix=CANON
// CANON-LABEL: func.func @f(%arg0: i32) -> i32 {
// CANON-NEXT:    return %arg0 : i32
// CANON-LABEL: func.func @g(%arg0: i32) -> i32 {
// CANON-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CANON-NEXT:    return %[[C]] : i32

// fold=true: the greedy driver folds with the folders of the loaded dialects.
// RUN: irlite-opt --load-rules %S/poly.rules --poly-simplify=fold %S/Inputs/poly.mlir | FileCheck %s --check-prefix=FOLD
// FOLD-LABEL: func.func @g(%arg0: i32) -> i32 {
// FOLD-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// FOLD-NEXT:    return %[[C]] : i32

// A ruleset with `driver walk`: each op once, nothing re-matched, dead ops kept.
// RUN: irlite-opt --load-rules %S/poly.rules --poly-once %S/Inputs/poly.mlir | FileCheck %s --check-prefix=WALK
// WALK-LABEL: func.func @f(
// WALK:         %[[M:.*]] = poly.mul %arg0, %{{.*}} : i32
// WALK:         poly.add %[[M]], %{{.*}} : i32
// WALK-LABEL: func.func @g(
// WALK:         poly.const 0 : i32
// WALK-NEXT:    return

// RUN: irlite-opt --load-rules %S/poly.rules --poly-simplify --mlir-pass-statistics %S/Inputs/poly.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// STATS:      'func.func' Pipeline
// STATS-NEXT:   PolySimplify
// STATS-NEXT:     (S) 3 AddZero -
// STATS-NEXT:     (S) 1 MulOne -
// STATS-NEXT:     (S) 1 MulZero -

// RUN: irlite-opt --load-rules %S/poly.rules --poly-simplify --debug-rules %S/Inputs/poly.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DEBUG
// DEBUG: debug-rules: {{.*}}poly.mlir:4:8 'poly.add': trying AddZero (poly.rules:40:1): fired
// DEBUG: 'poly.mul': trying MulZero (poly.rules:54:1): fired

// RUN: irlite-opt --load-rules %S/poly.rules --help | FileCheck %s --check-prefix=HELP
// HELP:      {{^}}    --poly-once {{ +}}- Drop additions of zero, one walk
// HELP-NEXT: {{^}}    --poly-simplify {{ +}}- Simplify polynomial arithmetic
// HELP-NEXT: {{^}}      --fold {{ +}}- Fold constants (default: false)
// HELP-NEXT: {{^}}      --max-iterations=<int> {{ +}}- Max rewrite rounds (default: 10)

// As mlir-opt: pipeline text does not nest a pass for its anchor; the pass is named by
// its class name.
// RUN: not irlite-opt --load-rules %S/poly.rules --pass-pipeline='builtin.module(poly-simplify)' %S/Inputs/poly.mlir 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR:      {{^}}<unknown>:0: error: Can't add pass 'PolySimplify' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// ANCHOR-NEXT: {{^}}failed to add `poly-simplify` with options ``

// RUN: not irlite-opt --load-rules %S/poly.rules --poly-simplfy %S/Inputs/poly.mlir 2>&1 | FileCheck %s --check-prefix=MEAN
// MEAN:      {{^}}irlite-opt: Unknown command line argument '--poly-simplfy'.  Try: 'irlite-opt --help'
// MEAN-NEXT: {{^}}irlite-opt: Did you mean '--poly-simplify'?

// RUN: not irlite-opt --load-rules %S/Inputs/bad_pass.rules %S/Inputs/poly.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD:      bad_pass.rules:16:9: error: unknown ruleset 'simplify' in pass 'bad-apply' (rulesets of this file: simplify_poly)
// BAD-NEXT: {{^}}  apply simplify
// BAD-NEXT: {{^}}        ^
