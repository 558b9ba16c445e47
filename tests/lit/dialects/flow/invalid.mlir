// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is IREE 3.13's (the file also passes `iree-opt --split-input-file
// --verify-diagnostics`).

func.func @return_types(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch.region -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    // expected-error @+1 {{'flow.return' op operand types do not match with parent results}}
    flow.return %e : tensor<8xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @return_count(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = flow.dispatch.region -> (tensor<4xf32>) {
    // expected-error @+1 {{'flow.return' op number of results (1) does not match number of returned values (0)}}
    flow.return
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @region_dims(%arg0: tensor<?xf32>, %d: index) -> tensor<?xf32> {
  // expected-error @+1 {{custom op 'flow.dispatch.region' expected 1 operands}}
  %0 = flow.dispatch.region -> (tensor<?xf32>{%d, %d}) {
    flow.return %arg0 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

func.func @region_missing_dims(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{expected '{' in operand list}}
  %0 = flow.dispatch.region -> (tensor<?xf32>) {
    flow.return %arg0 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

flow.executable private @ex {
  flow.executable.export public @entry workgroups(%arg0: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
    flow.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @entry(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) {
      return
    }
  }
}
func.func @workload(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{'flow.dispatch' op workload mismatch; entry point expects 1 arguments but dispatch provides 0}}
  flow.dispatch @ex::@entry(%arg0) : (tensor<4xf32>) -> ()
  return
}

// -----

flow.executable private @ex {
  flow.executable.export public @entry
  builtin.module {
    func.func @entry(%arg0: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %t: tensor<4xf32>) {
      // expected-error @+1 {{'iree_tensor_ext.dispatch.tensor.store' op operand #1 must be dispatch.tensor, but got '!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>'}}
      iree_tensor_ext.dispatch.tensor.store %t, %arg0, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      return
    }
  }
}
