// RUN: irlite-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: irlite-opt %s -split-input-file -verify-diagnostics | irlite-opt -split-input-file | FileCheck %s
// #dlti.dl_spec / #dlti.dl_entry as mlir-opt 19 prints them (the CHECK lines are its
// output for this file): entry keys are types or strings, values any attribute.

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>}
module attributes { dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32>, #dlti.dl_entry<i64, dense<[32, 64]> : vector<2xi64>>, #dlti.dl_entry<"dlti.endianness", "little">>} {
}

// -----

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<>}
module attributes { dlti.dl_spec = #dlti.dl_spec<>} {
}
