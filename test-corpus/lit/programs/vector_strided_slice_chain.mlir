// Covers: vector.insert_strided_slice of a splat constant into a function argument, then
// vector.extract_strided_slice of a part that holds both inserted and original elements, then a
// second insert_strided_slice.
// UPSTREAM-DEVIATES: mlir-opt-22's folds turn @f into the constant ( ( ( ( 9, -4 ) ), ( ( 9, -1 ) ) ) )
// (`mlir-opt-22 --canonicalize` shows it; mlir-native-run prints it), dropping the argument's
// elements 5 and 7 that the extracted slice still holds. The ops' documented semantics give the
// checks below, worked out by hand: %v1[1] = [[[5, 6]], [[7, 9]]] (9 lands at [d0][1][0][1]),
// %v2 = [%v1[1]], and %v3 sets lane [0][b][0][1] to -4 and -1, so ( 5, -4 ) and ( 7, -1 ).
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir run %s --canonicalize | FileCheck %s --match-full-lines

func.func @f(%arg: vector<2x2x1x2xi64>) -> vector<1x2x1x2xi64> {
  %s1 = arith.constant dense<[[[[9]]], [[[9]]]]> : vector<2x1x1x1xi64>
  %v1 = vector.insert_strided_slice %s1, %arg {offsets = [0, 1, 0, 1], strides = [1, 1, 1, 1]} : vector<2x1x1x1xi64> into vector<2x2x1x2xi64>
  %v2 = vector.extract_strided_slice %v1 {offsets = [1], sizes = [1], strides = [1]} : vector<2x2x1x2xi64> to vector<1x2x1x2xi64>
  %s3 = arith.constant dense<[[[[-4]], [[-1]]]]> : vector<1x2x1x1xi64>
  %v3 = vector.insert_strided_slice %s3, %v2 {offsets = [0, 0, 0, 1], strides = [1, 1, 1, 1]} : vector<1x2x1x1xi64> into vector<1x2x1x2xi64>
  return %v3 : vector<1x2x1x2xi64>
}
func.func @main() {
  %in = arith.constant dense<[[[[1, 2]], [[3, 4]]], [[[5, 6]], [[7, 8]]]]> : vector<2x2x1x2xi64>
  %out = func.call @f(%in) : (vector<2x2x1x2xi64>) -> vector<1x2x1x2xi64>
  vector.print %out : vector<1x2x1x2xi64>
  return
}

// CHECK: ( ( ( ( 5, -4 ) ), ( ( 7, -1 ) ) ) )
