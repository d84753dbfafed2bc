// The kernels of FacadeCallBenchmark: trivial, so that a call's cost is all that is measured.
func.func @add(%a: i64, %b: i64) -> i64 {
  %s = arith.addi %a, %b : i64
  return %s : i64
}
