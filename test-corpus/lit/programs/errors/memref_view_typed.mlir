// Run-time error, a loomlir limitation: memref.view of an i8 buffer as f32 elements. Upstream
// supports it (both views below share the bytes: it prints 8, the 3x4 values 0, 0.5, ..., 5.5
// stored through one view and read through the other, then 3); loomlir's memrefs are typed JVM arrays and a byte[] cannot be read as a float[], so
// rather than copy (which would break the aliasing) the view reports a located error when it is
// made. Views with i1..i8 elements share the buffer (../memref_view.mlir).
// REQUIRES: loomlir-run
// RUN: not loomlir run %s 2>&1 | FileCheck %s

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  // An i8 buffer of 64 bytes holding f32 values from byte offset 8.
  %bytes = memref.alloc() : memref<64xi8>
  %c8 = arith.constant 8 : index
  vector.print %c8 : index
  %v = memref.view %bytes[%c8][] : memref<64xi8> to memref<3x4xf32>  // fails here
  %vd = memref.view %bytes[%c8][%c3] : memref<64xi8> to memref<?x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %ij = arith.muli %i, %c4 : index
      %k = arith.addi %ij, %j : index
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %half = arith.constant 0.5 : f32
      %val = arith.mulf %kf, %half : f32
      memref.store %val, %v[%i, %j] : memref<3x4xf32>
    }
  }
  %vdu = memref.cast %vd : memref<?x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%vdu) : (memref<*xf32>) -> ()
  %d0 = memref.dim %vd, %c0 : memref<?x4xf32>
  vector.print %d0 : index
  memref.dealloc %bytes : memref<64xi8>
  return
}

// CHECK: 8
// CHECK-NEXT: {{.*}}programs/errors/memref_view_typed.mlir:20:8: error: memref.view to 'memref<3x4xf32>' is not supported on the JVM: a byte buffer can only be viewed with i1..i8 elements
// CHECK-NOT: Unranked Memref
