// Covers: the default form of convert-vector-to-scf (no full-unroll) on a running program: its
// buffers are memrefs of vectors (memref.alloca of memref<vector<...>>, vector.type_cast to
// memref<Nxvector<...>>, memref.load/store of whole vectors). Rank-2 and rank-3 transfer reads
// past the memref's edge (padding), a masked rank-2 read and write, transposed and minor-dimension
// reads through permutation maps, a rank-2 write past the edge, and the same program run without
// the pass. Checks from the UPSTREAM-RUN pipeline (the reference pipeline's full-unroll prints the same).
// UPSTREAM-RUN: mlir-opt-22 %s -convert-vector-to-scf -lower-affine -convert-scf-to-cf -convert-vector-to-llvm -expand-strided-metadata -finalize-memref-to-llvm -convert-func-to-llvm -convert-arith-to-llvm -convert-index-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm -reconcile-unrealized-casts | mlir-runner-22 -e main -entry-point-result=void -shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so.22.1 -shared-libs=/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so.22.1
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -convert-vector-to-scf | loomlir run - | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -convert-vector-to-scf | loomlir run - --coroutines=virtual-threads | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -convert-vector-to-scf=target-rank=2 | loomlir run - | FileCheck %s --match-full-lines
// RUN: loomlir opt %s -convert-vector-to-scf=full-unroll=false | loomlir run - --coroutines=virtual-threads | FileCheck %s --match-full-lines

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
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
  %c = memref.alloc() : memref<2x3x4xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %a = arith.muli %i, %c3 : index
        %b = arith.addi %a, %j : index
        %d = arith.muli %b, %c4 : index
        %e = arith.addi %d, %k : index
        %ei = arith.index_cast %e : index to i32
        memref.store %ei, %c[%i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  // Rank 2, past the last row and column.
  %v = vector.transfer_read %m[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  // Rank 2, masked (mask in vector order).
  %mask = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %vm = vector.transfer_read %m[%c0, %c1], %pad, %mask : memref<3x5xf32>, vector<3x4xf32>
  // Transposed.
  %t = vector.transfer_read %m[%c0, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x5xf32>, vector<4x3xf32>
  // Along the rows (a non-minor dimension).
  %col = vector.transfer_read %m[%c1, %c4], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<3x5xf32>, vector<3xf32>
  // Rank 3, past the end of every dimension.
  %ipad = arith.constant -7 : i32
  %r3 = vector.transfer_read %c[%c1, %c1, %c2], %ipad : memref<2x3x4xi32>, vector<2x3x3xi32>
  // Rank 3, in bounds.
  %r3b = vector.transfer_read %c[%c0, %c0, %c0], %ipad {in_bounds = [true, true, true]} : memref<2x3x4xi32>, vector<2x3x4xi32>
  vector.print %v : vector<3x4xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %vm : vector<3x4xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %t : vector<4x3xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %col : vector<3xf32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %r3 : vector<2x3x3xi32> punctuation <no_punctuation>
  vector.print str "\n"
  vector.print %r3b : vector<2x3x4xi32> punctuation <no_punctuation>
  vector.print str "\n"
  // Rank-2 writes: masked, and one past the edge (the lanes outside are dropped).
  %w = arith.constant dense<[[100.0, 101.0, 102.0, 103.0], [110.0, 111.0, 112.0, 113.0]]> : vector<2x4xf32>
  %wmask = vector.create_mask %c2, %c2 : vector<2x4xi1>
  vector.transfer_write %w, %m[%c0, %c0], %wmask : vector<2x4xf32>, memref<3x5xf32>
  vector.transfer_write %w, %m[%c2, %c3] : vector<2x4xf32>, memref<3x5xf32>
  %all = vector.transfer_read %m[%c0, %c0], %pad : memref<3x5xf32>, vector<3x5xf32>
  vector.print %all : vector<3x5xf32> punctuation <no_punctuation>
  vector.print str "\n"
  // Rank-3 write past the end.
  %w3 = arith.constant dense<9> : vector<2x2x2xi32>
  vector.transfer_write %w3, %c[%c1, %c2, %c3] : vector<2x2x2xi32>, memref<2x3x4xi32>
  %c3d = vector.transfer_read %c[%c0, %c0, %c0], %ipad : memref<2x3x4xi32>, vector<2x3x4xi32>
  vector.print %c3d : vector<2x3x4xi32> punctuation <no_punctuation>
  vector.print str "\n"
  memref.dealloc %m : memref<3x5xf32>
  memref.dealloc %c : memref<2x3x4xi32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: ( ( 7, 8, 9, -1 ), ( 12, 13, 14, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 1, 2, 3, -1 ), ( 6, 7, 8, -1 ), ( -1, -1, -1, -1 ) )
// CHECK-NEXT: ( ( 1, 6, 11 ), ( 2, 7, 12 ), ( 3, 8, 13 ), ( 4, 9, 14 ) )
// CHECK-NEXT: ( 9, 14, -1 )
// CHECK-NEXT: ( ( ( 18, 19, -7 ), ( 22, 23, -7 ), ( -7, -7, -7 ) ), ( ( -7, -7, -7 ), ( -7, -7, -7 ), ( -7, -7, -7 ) ) )
// CHECK-NEXT: ( ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ), ( 8, 9, 10, 11 ) ), ( ( 12, 13, 14, 15 ), ( 16, 17, 18, 19 ), ( 20, 21, 22, 23 ) ) )
// CHECK-NEXT: ( ( 100, 101, 2, 3, 4 ), ( 110, 111, 7, 8, 9 ), ( 10, 11, 12, 100, 101 ) )
// CHECK-NEXT: ( ( ( 0, 1, 2, 3 ), ( 4, 5, 6, 7 ), ( 8, 9, 10, 11 ) ), ( ( 12, 13, 14, 15 ), ( 16, 17, 18, 19 ), ( 20, 21, 22, 9 ) ) )
