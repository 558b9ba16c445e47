func.func @f(%a: i32) -> i32 {
  %z = poly.const 0 : i32
  %o = poly.const 1 : i32
  %0 = poly.add %a, %z : i32
  %1 = poly.mul %0, %o : i32
  %2 = poly.mul %z, %1 : i32
  %3 = poly.add %1, %2 : i32
  return %3 : i32
}

func.func @g(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %z = poly.const 0 : i32
  %r = poly.add %s, %z : i32
  return %r : i32
}
