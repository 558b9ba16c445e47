// RUN: irlite-opt %s --nvvm-attach-target | FileCheck %s --check-prefix=DEF
// RUN: irlite-opt %s "--nvvm-attach-target=chip=sm_90 features=+ptx80 O=3 module=ker.*" | FileCheck %s --check-prefix=OPT
// RUN: irlite-opt %s "--nvvm-attach-target=fast ftz" | FileCheck %s --check-prefix=FLAGS

// The CHECK lines are mlir-opt 19's output: the default target is appended (an equal one is
// not repeated), the module regex selects modules, fast/ftz become flags.

// DEF: module attributes {gpu.container_module} {
// DEF-NEXT:   gpu.module @kernels [#nvvm.target]  {
// DEF-NEXT:   }
// DEF-NEXT:   gpu.module @other [#nvvm.target<chip = "sm_80">, #nvvm.target]  {
// DEF-NEXT:   }
// DEF-NEXT: }

// OPT: module attributes {gpu.container_module} {
// OPT-NEXT:   gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]  {
// OPT-NEXT:   }
// OPT-NEXT:   gpu.module @other [#nvvm.target<chip = "sm_80">]  {
// OPT-NEXT:   }
// OPT-NEXT: }

// FLAGS: module attributes {gpu.container_module} {
// FLAGS-NEXT:   gpu.module @kernels [#nvvm.target<flags = {fast, ftz}>]  {
// FLAGS-NEXT:   }
// FLAGS-NEXT:   gpu.module @other [#nvvm.target<chip = "sm_80">, #nvvm.target<flags = {fast, ftz}>]  {
// FLAGS-NEXT:   }
// FLAGS-NEXT: }

module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  gpu.module @other [#nvvm.target<chip = "sm_80">] {
  }
}
