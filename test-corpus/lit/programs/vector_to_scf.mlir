// Covers: convert-vector-to-scf on a running program (and the same program run without it): 2-D transfer reads past the memref's edge
// (padding), a masked 2-D write, a 1-D read along a column, and vector.print of 2-D vectors,
// in the unrolled form (the default form, with its memrefs of vectors, is vector_to_scf_default.mlir).
// Checks from the UPSTREAM-RUN pipeline; the default form prints the same upstream.
// UPSTREAM-RUN: mlir-opt-22 %s -convert-vector-to-scf=full-unroll=true -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-index-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts | mlir-runner-22 -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1 -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -convert-vector-to-scf=full-unroll=true | loomlir run - -e main -entry-point-result=void | FileCheck %s --match-full-lines

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x5xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %k = arith.muli %i, %c5 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<3x5xf32>
    }
  }
  %v = vector.transfer_read %m[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  %col = vector.transfer_read %m[%c1, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x5xf32>, vector<3xf32>
  %mask = vector.create_mask %c2, %c3 : vector<2x4xi1>
  %w = arith.constant dense<[[100.0, 101.0, 102.0, 103.0], [110.0, 111.0, 112.0, 113.0]]> : vector<2x4xf32>
  vector.transfer_write %w, %m[%c1, %c1], %mask : vector<2x4xf32>, memref<3x5xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  %b = arith.constant dense<[true, false, true]> : vector<3xi1>
  // mlir-opt-22 prints a bare 'vector.print' (newline) that swallows the next op's result name
  // when its output is read back, so the newlines are strings here.
  vector.print %v : vector<3x4xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %col : vector<3xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %all : vector<3x5xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %b : vector<3xi1> punctuation <no_punctuation>
  vector.print str "\n"
  memref.dealloc %m : memref<3x5xf32>
  return
}

// CHECK: ( ( 7, 8, 9, -1 ), ( 12, 13, 14, -1 ), ( -1, -1, -1, -1 ) )
// CHECK: ( 8, 13, -1 )
// CHECK: ( ( 0, 1, 2, 3, 4 ), ( 5, 100, 101, 102, 9 ), ( 10, 110, 111, 112, 14 ) )
// CHECK: ( 1, 0, 1 )
