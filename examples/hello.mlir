// A small module: two functions and a call, in MLIR's custom form.
func.func private @ext(i32) -> i32

func.func @twice(%x: i32) -> i32 {
  %0 = call @ext(%x) : (i32) -> i32
  %1 = call @ext(%0) : (i32) -> i32
  return %1 : i32
}
