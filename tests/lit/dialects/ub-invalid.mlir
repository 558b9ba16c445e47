// RUN: irlite-opt %s --split-input-file --verify-diagnostics
// Each diagnostic is mlir-opt 19's (the file also passes `mlir-opt --verify-diagnostics`).

func.func @no_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return
}

// -----

func.func @attr_dict_after_value() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison <#ub.poison> {a} : i32
  return
}

// -----

func.func @unknown_ub_attribute() {
  // expected-error @+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = ub.poison <#ub.foo> : i32
  return
}

// -----

func.func @unknown_ub_attribute_in_dict() attributes {a = #ub.unreachable} {
  // expected-error @-1 {{unknown attribute `unreachable` in dialect `ub`}}
  return
}

// -----

func.func @operands(%a: i32) {
  // expected-error @+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%a) : (i32) -> i32
  return
}

// -----

func.func @no_result() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() : () -> ()
  return
}

// -----

func.func @unreachable_is_mlir_20() {
  // expected-error @+1 {{custom op 'ub.unreachable' is unknown}}
  ub.unreachable
}
