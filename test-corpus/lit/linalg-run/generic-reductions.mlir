// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=state-machine --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=state-machine --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=state-machine --workers=8 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=virtual-threads --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=virtual-threads --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=virtual-threads --workers=8 | FileCheck %s --match-full-lines
// Upstream's pipeline for linalg (microbench-linalg-async-parallel-for.mlir), as written apart from
// its LLVM-only passes:
// RUN: loomlir opt %s -convert-linalg-to-parallel-loops -async-parallel-for -async-to-async-runtime -async-runtime-ref-counting -async-runtime-ref-counting-opt -convert-scf-to-cf -arith-expand -memref-expand | loomlir run - -e main -entry-point-result=void -O3 | FileCheck %s --match-full-lines

// Covers: linalg.generic on memrefs through convert-linalg-to-parallel-loops and
// async-parallel-for: an elementwise op reading linalg.index, row sums (a parallel loop split
// into tasks around a sequential reduction loop), column maxima through a transposed indexing
// map, a full reduction to a 0-D memref (no parallel loop at all: stays sequential), and
// linalg.reduce over the middle dimension of a 3-D memref. Values are small integers, so every
// sum is exact whatever the order.
// PRELOWER: --convert-linalg-to-parallel-loops
// UPSTREAM-SKIP-OPTIONS: min-task-size=1  linalg.reduce becomes a parallel loop over i around a
// sequential loop over j around a parallel loop over k: with one-iteration blocks every worker of
// upstream's runtime blocks in an inner await_all and the program hangs (2 cores).
func.func private @printMemrefF32(memref<*xf32>)

#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#transposed = affine_map<(i, j) -> (j, i)>
#all = affine_map<(i, j) -> ()>

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant -1000.0 : f32
  %A = memref.alloc() : memref<6x9xf32>

  // A[i, j] = (3 * i + 2 * j) mod 7 - 3, from the indices alone.
  linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]}
      outs(%A : memref<6x9xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c7 = arith.constant 7 : index
    %i3 = arith.muli %i, %c3 : index
    %j2 = arith.muli %j, %c2 : index
    %s = arith.addi %i3, %j2 : index
    %r = arith.remui %s, %c7 : index
    %ri = arith.index_cast %r : index to i32
    %f = arith.sitofp %ri : i32 to f32
    %three = arith.constant 3.0 : f32
    %v = arith.subf %f, %three : f32
    linalg.yield %v : f32
  }
  %UA = memref.cast %A : memref<6x9xf32> to memref<*xf32>
  func.call @printMemrefF32(%UA) : (memref<*xf32>) -> ()

  // Row sums.
  %rows = memref.alloc() : memref<6xf32>
  linalg.fill ins(%zero : f32) outs(%rows : memref<6xf32>)
  linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<6x9xf32>) outs(%rows : memref<6xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  }
  %UR = memref.cast %rows : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%UR) : (memref<*xf32>) -> ()

  // Column maxima: the loop over columns is the parallel one, A is read transposed.
  %cols = memref.alloc() : memref<9xf32>
  linalg.fill ins(%low : f32) outs(%cols : memref<9xf32>)
  linalg.generic {indexing_maps = [#transposed, #row], iterator_types = ["parallel", "reduction"]}
      ins(%A : memref<6x9xf32>) outs(%cols : memref<9xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %m = arith.maximumf %a, %acc : f32
    linalg.yield %m : f32
  }
  %UC = memref.cast %cols : memref<9xf32> to memref<*xf32>
  func.call @printMemrefF32(%UC) : (memref<*xf32>) -> ()

  // Sum of squares of all elements into a 0-D memref.
  %total = memref.alloc() : memref<f32>
  linalg.fill ins(%zero : f32) outs(%total : memref<f32>)
  linalg.generic {indexing_maps = [#id2, #all], iterator_types = ["reduction", "reduction"]}
      ins(%A : memref<6x9xf32>) outs(%total : memref<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  }
  %UT = memref.cast %total : memref<f32> to memref<*xf32>
  func.call @printMemrefF32(%UT) : (memref<*xf32>) -> ()

  // linalg.reduce over dimension 1 of a 3x6x9 view: B[i, k] = sum_j A3[i, j, k].
  %A3 = memref.alloc() : memref<3x6x9xf32>
  linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j, k)>],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%A : memref<6x9xf32>) outs(%A3 : memref<3x6x9xf32>) {
  ^bb0(%a: f32, %out: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %v = arith.mulf %a, %f : f32
    linalg.yield %v : f32
  }
  %B = memref.alloc() : memref<3x9xf32>
  linalg.fill ins(%zero : f32) outs(%B : memref<3x9xf32>)
  linalg.reduce ins(%A3 : memref<3x6x9xf32>) outs(%B : memref<3x9xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %UB = memref.cast %B : memref<3x9xf32> to memref<*xf32>
  func.call @printMemrefF32(%UB) : (memref<*xf32>) -> ()

  memref.dealloc %A : memref<6x9xf32>
  memref.dealloc %rows : memref<6xf32>
  memref.dealloc %cols : memref<9xf32>
  memref.dealloc %total : memref<f32>
  memref.dealloc %A3 : memref<3x6x9xf32>
  memref.dealloc %B : memref<3x9xf32>
  return
}

// Expected output, generated by parallel-run/update-checks.py from upstream MLIR 22:
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [6, 9] strides = [9, 1] data =
// CHECK-NEXT: {{\[\[}}-3,   -1,   1,   3,   -2,   0,   2,   -3,   -1],
// CHECK-NEXT: [0,   2,   -3,   -1,   1,   3,   -2,   0,   2],
// CHECK-NEXT: [3,   -2,   0,   2,   -3,   -1,   1,   3,   -2],
// CHECK-NEXT: [-1,   1,   3,   -2,   0,   2,   -3,   -1,   1],
// CHECK-NEXT: [2,   -3,   -1,   1,   3,   -2,   0,   2,   -3],
// CHECK-NEXT: [-2,   0,   2,   -3,   -1,   1,   3,   -2,   0]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [-4,  2,  1,  0,  -1,  -2]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [3,  2,  3,  3,  3,  3,  3,  3,  2]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [214]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [3, 9] strides = [9, 1] data =
// CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0,   0,   0,   0,   0],
// CHECK-NEXT: [-1,   -3,   2,   0,   -2,   3,   1,   -1,   -3],
// CHECK-NEXT: [-2,   -6,   4,   0,   -4,   6,   2,   -2,   -6]]
