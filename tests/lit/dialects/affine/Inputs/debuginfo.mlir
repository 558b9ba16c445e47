func.func @f(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n step 2 iter_args(%a = %n) -> (index) {
      affine.yield %a : index
    }
  }
  return
}
