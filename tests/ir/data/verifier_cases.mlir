// The inputs of test_verifier.py's CASES, each processed whole (no split) as
// input.mlir: a line '// ===== NAME', then case NAME's text, verbatim.
// ===== return_not_last
func.func @f() {
  return
  "foo.x"() : () -> ()
}
// ===== unregistered_last_op_is_fine
func.func @f() {
  "foo.x"() : () -> ()
}
// ===== block_with_no_terminator
func.func @f() {
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}
// ===== no_terminator_numbering
func.func @f(%a : i32) -> i32 {
  %0 = "foo.r"() ({
    %1 = "foo.d"() : () -> i32
    %2:2 = "foo.d"() : () -> (i32, i32)
  }) : () -> (i32)
  %3 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}
// ===== empty_block
func.func @f() {
  "cf.br"()[^bb1] : () -> ()
^bb1:
^bb2:
  return
}
// ===== multi_block_unregistered_needs_terminator
func.func @f() {
  "foo.region"() ({
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    %y = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }) : () -> ()
  return
}
// ===== single_block_unregistered_needs_no_terminator
func.func @f() {
  "foo.region"() ({
    %y = "arith.constant"() <{value = 1 : i32}> : () -> i32
  }) : () -> ()
  return
}
// ===== successor_not_last
func.func @f() {
  "cf.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}
// ===== successor_check_before_nested_errors
func.func @f() {
  "scf.execute_region"() ({
    "scf.yield"() : () -> ()
    "foo.x"() : () -> ()
  }) : () -> ()
  "cf.br"()[^bb1] : () -> ()
  return
^bb1:
  return
}
// ===== entry_block_predecessor
func.func @f() {
  "foo.r"() ({
  ^bb0:
    "cf.br"()[^bb0] : () -> ()
  }) : () -> ()
  return
}
// ===== terminator_check_after_nested_ops
func.func @f() {
  "foo.r"() ({
    func.return
  }) : () -> ()
  %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
}
// ===== has_parent
func.func @f() {
  "foo.r"() ({
    func.return
  }) : () -> ()
  return
}
// ===== has_parent_one_of
func.func @f() {
  "scf.yield"() : () -> ()
}
// ===== parent_at_top_level
"func.return"() : () -> () loc("a.mlir":1:2)
// ===== unregistered_op_of_registered_dialect
"func.foo"() : () -> ()
// ===== dominance_same_block
func.func @f(%a: i32) -> i32 {
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"() : () -> i32
  return %0 : i32
}
// ===== dominance_self_use
func.func @f(%a: i32) -> i32 {
  %0 = "foo.a"(%0) : (i32) -> i32
  return %0 : i32
}
// ===== dominance_parent_region
func.func @f(%a: i32) -> i32 {
  "foo.r"() ({
  ^bb0:
    %0 = "foo.a"(%1) : (i32) -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.t"() : () -> ()
  }) : () -> ()
  %1 = "foo.b"() : () -> i32
  return %1 : i32
}
// ===== dominance_registered_region_uses_later_value
func.func @f(%a: i32) -> i32 {
  %r = "scf.execute_region"() ({
    %x = "foo.addi"(%a, %later) : (i32, i32) -> i32
    "scf.yield"(%x) : (i32) -> ()
  }) : () -> i32
  %later = "arith.constant"() <{value = 1 : i32}> : () -> i32
  return %r : i32
}
// ===== dominance_enclosing_op_result
func.func @f() -> i32 {
  %r = "scf.execute_region"() ({
    "scf.yield"(%r) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
// ===== unregistered_single_block_is_graph_like
func.func @f() -> i32 {
  %r = "foo.region"() ({
    %x = "arith.addi"(%y, %y) : (i32, i32) -> i32
    %y = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "foo.use"(%r) : (i32) -> ()
  }) : () -> i32
  return %r : i32
}
// ===== unregistered_multi_block_has_dominance
"foo.r"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  %0 = "foo.u"(%1) : (i32) -> i32
  %1 = "foo.d"() : () -> i32
}) : () -> ()
// ===== module_is_graph_region
%0 = "foo.u"(%1) : (i32) -> i32
%1 = "foo.d"() : () -> i32
// ===== cfg_diamond_ok
func.func @diamond(%c: i1) -> i32 {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"(%a)[^bb3] : (i32) -> ()
^bb2:
  %b = "arith.constant"() <{value = 2 : i32}> : () -> i32
  "cf.br"(%b)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
}
// ===== cfg_use_not_dominated
func.func @bad(%c: i1) -> i32 {
  "cf.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  %a = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"()[^bb3] : () -> ()
^bb2:
  "cf.br"()[^bb3] : () -> ()
^bb3:
  return %a : i32
}
// ===== cfg_unreachable_block_not_checked
func.func @unreach() -> i32 {
  %z = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb1:
  %u = "arith.addi"(%v, %v) : (i32, i32) -> i32
  %v = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  return %z : i32
}
// ===== cfg_def_in_unreachable_block
func.func @unreach_def() -> i32 {
  "cf.br"()[^bb2] : () -> ()
^bb1:
  %v = "arith.constant"() <{value = 1 : i32}> : () -> i32
  "cf.br"()[^bb2] : () -> ()
^bb2:
  return %v : i32
}
// ===== cfg_loop_ok
func.func @loop2(%n: i32, %c: i1) -> i32 {
  "cf.br"(%n)[^bb1] : (i32) -> ()
^bb1(%i: i32):
  %j = "arith.addi"(%i, %n) : (i32, i32) -> i32
  "cf.cond_br"(%c, %j)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  return %j : i32
}
// ===== cfg_loop_forward_use
func.func @loop(%n: i32, %c: i1) -> i32 {
  "cf.br"(%n)[^bb1] : (i32) -> ()
^bb1(%i: i32):
  %j = "foo.add"(%i, %k) : (i32, i32) -> i32
  %k = "foo.add"(%j, %n) : (i32, i32) -> i32
  "cf.cond_br"(%c, %j)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb2:
  return %j : i32
}
// ===== block_argument_not_dominating
func.func @blockarg(%c: i1, %v: i32) {
  "cf.cond_br"(%c, %v)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%p: i32):
  "cf.br"()[^bb2] : () -> ()
^bb2:
  "foo.use"(%p) : (i32) -> ()
  return
}
// ===== dominance_order_top_level_first
func.func @f() {
  "foo.r"() ({
  ^bb0:
    %0 = "foo.u"(%1) : (i32) -> i32
    %1 = "foo.d"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.t"() : () -> ()
  }) : () -> ()
  %2 = "foo.u"(%3) : (i32) -> i32
  %3 = "foo.d"() : () -> i32
  return
}
// ===== dominance_order_last_nested_first
func.func @f() {
  "foo.r"() ({
  ^bb0:
    %0 = "foo.u"(%1) : (i32) -> i32
    %1 = "foo.d"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.t"() : () -> ()
  }) : () -> ()
  "foo.r"() ({
  ^bb0:
    %0 = "foo.u"(%1) : (i32) -> i32
    %1 = "foo.d"() : () -> i32
    "foo.br"()[^bb1] : () -> ()
  ^bb1:
    "foo.t"() : () -> ()
  }) : () -> ()
  return
}
// ===== first_function_reported
func.func @a() {
  %0 = "foo.u"(%1) : (i32) -> i32
  %1 = "foo.d"() : () -> i32
  return
}
func.func @b() {
  %0 = "foo.u"(%1) : (i32) -> i32
  %1 = "foo.d"() : () -> i32
  return
}
// ===== nested_function_verified_before_parent_dominance
func.func @f() {
  "foo.r"() ({
    %0 = "foo.u"(%1) : (i32) -> i32
    %1 = "foo.d"() : () -> i32
    func.func @a() {
      %2 = "foo.u"(%3) : (i32) -> i32
      %3 = "foo.d"() : () -> i32
      return
    }
  }) : () -> ()
  return
}
// ===== isolated_ops_verified_at_parent_exit
"foo.op"() ({
^bb0:
  func.func @a() {
    %0 = "foo.u"(%1) : (i32) -> i32
    %1 = "foo.d"() : () -> i32
    return
  }
  "foo.br"()[^bb1] : () -> ()
^bb1:
  func.return
}) : () -> ()
// ===== isolated_from_above
"foo.r"() ({
  %1 = "foo.d"() : () -> i32
  func.func @g() {
    "foo.u"(%1) : (i32) -> ()
    return
  }
}) : () -> ()
// ===== isolated_from_above_nested_region
func.func @isoinner(%a: i32) {
  "foo.r"() ({
    func.func @inner() {
      "foo.w"() ({
        "foo.use"(%a) : (i32) -> ()
      }) : () -> ()
      return
    }
  }) : () -> ()
  return
}
// ===== symbol_redefinition
func.func @f() {
  return
}
func.func @f() {
  return
}
// ===== symbol_redefinition_nested_modules_ok
module {
  func.func @a() { return }
  module {
    func.func @a() { return }
  }
  func.func @b() { return }
  "foo.sym"() {sym_name = "b"} : () -> ()
}
// ===== symbol_name_must_be_a_string_to_count
"foo.sym"() {sym_name = 3 : i32} : () -> ()
"foo.sym"() {sym_name = 3 : i32} : () -> ()
// ===== name_loc
"func.return"() : () -> () loc("name")
// ===== unknown_loc
"func.return"() : () -> () loc(unknown)
// ===== callsite_loc
"func.return"() : () -> () loc(callsite("foo" at "bar.mlir":3:4))
// ===== fused_loc
"func.return"() : () -> () loc(fused["zz.mlir":1:2, "b.mlir":3:4])
// ===== callsite_loc_file_callee
"func.return"() : () -> () loc(callsite("input.mlir":1:8 at "bar.mlir":3:4))
// ===== name_loc_with_child
"func.return"() : () -> () loc("nm"("input.mlir":1:3))
// ===== line_out_of_range
"func.return"() : () -> () loc("input.mlir":10:2)
// ===== column_out_of_range
"func.return"() : () -> () loc("input.mlir":1:200)
// ===== column_at_end_of_line
"func.return"() : () -> () loc("input.mlir":1:53)
// ===== column_one_past_end
"func.return"() : () -> () loc("input.mlir":1:50)
// ===== tabs_in_source
func.func @f() {
		return
	"foo.x"() : () -> ()
}
// ===== elided_large_elements_in_note
func.func @f() {
  "func.return"() {m = affine_map<(d0) -> (d0)>, l = dense<[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18]> : tensor<18xi32>, s = dense<1> : tensor<20xi32>} : () -> ()
  "foo.x"() : () -> ()
}
// ===== multi_line_op_in_note
"foo.r"() ({
  "foo.x"() : () -> ()
}) {sym_name = "f"} : () -> ()
%0 = "foo.r"() ({
  %1 = "foo.x"() : () -> i32
  "foo.y"(%0) ({
    "foo.z"(%1) : (i32) -> ()
  }) : (i32) -> ()
}) {sym_name = "f"} : () -> i32
