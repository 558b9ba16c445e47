module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: i32, %arg6: i32) -> f32 {
    scf.for %arg7 = %arg0 to %arg1 step %arg2 {
      %7 = arith.addi %arg7, %arg7 : index
    }
    %0 = scf.for %arg7 = %arg0 to %arg1 step %arg2 iter_args(%arg8 = %arg3) -> (f32) {
      %7 = arith.addf %arg8, %arg8 : f32
      scf.yield %7 : f32
    }
    %1:2 = scf.for %arg7 = %arg5 to %arg6 step %arg6 iter_args(%arg8 = %arg3, %arg9 = %arg5) -> (f32, i32)  : i32 {
      scf.yield %arg8, %arg9 : f32, i32
    }
    scf.if %arg4 {
      %7 = arith.addf %arg3, %arg3 : f32
    }
    scf.if %arg4 {
    } else {
      %7 = arith.addf %arg3, %arg3 : f32
    }
    %2 = scf.if %arg4 -> (f32) {
      scf.yield %arg3 : f32
    } else {
      scf.yield %0 : f32
    }
    %3:2 = scf.while (%arg7 = %arg5, %arg8 = %arg3) : (i32, f32) -> (i32, f32) {
      %7 = arith.cmpi slt, %arg7, %arg6 : i32
      scf.condition(%7) %arg7, %arg8 : i32, f32
    } do {
    ^bb0(%arg7: i32, %arg8: f32):
      scf.yield %arg7, %arg8 : i32, f32
    }
    %4 = scf.execute_region -> f32 {
      scf.yield %arg3 : f32
    }
    scf.execute_region {
      scf.yield
    }
    %5 = scf.index_switch %arg0 -> f32 
    case 2 {
      scf.yield %arg3 : f32
    }
    case 5 {
      scf.yield %arg3 : f32
    }
    default {
      scf.yield %arg3 : f32
    }
    scf.index_switch %arg0 
    default {
    }
    scf.parallel (%arg7, %arg8) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      %7 = arith.addi %arg7, %arg8 : index
      scf.reduce 
    }
    %6 = scf.parallel (%arg7) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
      scf.reduce(%arg3 : f32) {
      ^bb0(%arg8: f32, %arg9: f32):
        %7 = arith.addf %arg8, %arg9 : f32
        scf.reduce.return %7 : f32
      }
    }
    return %2 : f32
  }
  func.func @g(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64, %arg4: i1, %arg5: f32) {
    scf.for %arg6 = %arg2 to %arg2 step %arg2  : i32 {
    } {tag = "loop"}
    %0 = scf.for %arg6 = %arg3 to %arg3 step %arg3 iter_args(%arg7 = %arg5) -> (f32)  : i64 {
      scf.yield %arg7 : f32
    }
    scf.if %arg4 {
    } else {
    } {tag}
    scf.while : () -> () {
      scf.condition(%arg4)
    } do {
      scf.yield
    } attributes {w = 1 : i32}
    %1:2 = scf.execute_region -> (f32, i32) {
      cf.br ^bb1
    ^bb1:  // pred: ^bb0
      scf.yield %arg5, %arg2 : f32, i32
    } {e}
    %2:2 = scf.index_switch %arg0 {sw} -> f32, i32 
    case -1 {
      scf.yield %arg5, %arg2 : f32, i32
    }
    default {
      scf.yield %arg5, %arg2 : f32, i32
    }
    scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg1) {
      scf.reduce 
    } {par}
    %3:2 = scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg1) init (%arg5, %arg2) -> (f32, i32) {
      scf.reduce(%arg5, %arg2 : f32, i32) {
      ^bb0(%arg7: f32, %arg8: f32):
        scf.reduce.return %arg7 : f32
      }, {
      ^bb0(%arg7: i32, %arg8: i32):
        scf.reduce.return %arg7 : i32
      }
    }
    return
  }
  func.func @h(%arg0: index, %arg1: tensor<8xf32>, %arg2: index) -> tensor<8xf32> {
    scf.forall (%arg3, %arg4) in (%arg0, 8) {
      %1 = arith.addi %arg3, %arg4 : index
    }
    scf.forall (%arg3) = (0) to (%arg0) step (2) {
    } {tag}
    scf.forall (%arg3) = (%arg2) to (16) step (%arg2) {
    }
    %0:2 = scf.forall (%arg3) in (8) shared_outs(%arg4 = %arg1, %arg5 = %arg1) -> (tensor<8xf32>, tensor<8xf32>) {
      %extracted_slice = tensor.extract_slice %arg4[%arg3] [1] [1] : tensor<8xf32> to tensor<1xf32>
      scf.forall.in_parallel {
      }
    }
    return %0#1 : tensor<8xf32>
  }
}

