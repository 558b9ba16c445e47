// RUN: irlite-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation
// What ownership-based-buffer-deallocation refuses, with mlir-opt 19's messages (the file
// also passes `mlir-opt --verify-diagnostics`).

func.func @unknown_effects() {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @+1 {{ops with unknown memory side effects are not supported}}
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @dealloc_present(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

func.func @frees() {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

// expected-error @+1 {{Only structured control-flow loops are supported.}}
func.func @loop(%n: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %n, ^bb1, ^bb2
^bb2:
  return
}
