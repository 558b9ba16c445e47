// RUN: irlite-opt %s | FileCheck %s

// gpu.binary and #gpu.object as mlir-opt 19 prints them (the CHECK lines are its output):
// strings re-escaped, the default fatbin format not written.

// CHECK: module attributes {gpu.container_module} {
// CHECK-NEXT:   gpu.binary @binary_1  [#gpu.object<#nvvm.target, "">]
// CHECK-NEXT:   gpu.binary @binary_3  [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, "">, #gpu.object<#nvvm.target, offload = "">]
// CHECK-NEXT:   gpu.binary @binary_2 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, assembly = "a\0Ab">, #gpu.object<#nvvm.target<chip = "sm_90">, bin = "">]
// CHECK-NEXT: }

module attributes {gpu.container_module} {
  gpu.binary @binary_1 [#gpu.object<#nvvm.target, "">]
  gpu.binary @binary_3 [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, fatbin = "">, #gpu.object<#nvvm.target, offload = "">]
  gpu.binary @binary_2 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, assembly = "a\nb">, #gpu.object<#nvvm.target<chip = "sm_90">, bin = "">]
}
