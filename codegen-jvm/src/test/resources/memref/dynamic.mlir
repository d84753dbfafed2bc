// Dynamic shapes: alloc with size operands, memrefs as function arguments and results, calls.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

// fills m[i, j] = i * 10 + j + base
func.func @fill(%m: memref<?x?xf32>, %base: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %c10 = arith.constant 10 : index
      %t = arith.muli %i, %c10 : index
      %v = arith.addi %t, %j : index
      %vi = arith.index_cast %v : index to i64
      %vf = arith.sitofp %vi : i64 to f32
      %w = arith.addf %vf, %base : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// the transpose, as a new buffer
func.func @transpose(%m: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  %t = memref.alloc(%cols, %rows) : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      memref.store %x, %t[%j, %i] : memref<?x?xf32>
    }
  }
  return %t : memref<?x?xf32>
}

// sums a 1-d memref of any length; returns the sum and the length
func.func @sum(%v: memref<?xi64>) -> (i64, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %v, %c0 : memref<?xi64>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %v[%i] : memref<?xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %s, %n : i64, index
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %m = memref.alloc(%c2, %c3) : memref<?x?xf32>
  %half = arith.constant 0.5 : f32
  call @fill(%m, %half) : (memref<?x?xf32>, f32) -> ()
  %mu = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%mu) : (memref<*xf32>) -> ()
  %t = call @transpose(%m) : (memref<?x?xf32>) -> memref<?x?xf32>
  %tu = memref.cast %t : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()

  // a mixed static/dynamic shape
  %k = memref.alloc(%c5) : memref<2x?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %p = arith.muli %i, %j : index
      %q = arith.index_cast %p : index to i64
      memref.store %q, %k[%i, %j] : memref<2x?xi64>
    }
  }
  %ku = memref.cast %k : memref<2x?xi64> to memref<*xi64>
  call @printMemrefI64(%ku) : (memref<*xi64>) -> ()
  %kd = memref.dim %k, %c1 : memref<2x?xi64>
  vector.print %kd : index

  // a dynamic 1-d buffer through a function with two results
  %v = memref.alloc(%c5) : memref<?xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    %x = arith.index_cast %i : index to i64
    %y = arith.muli %x, %x : i64
    memref.store %y, %v[%i] : memref<?xi64>
  }
  %s:2 = call @sum(%v) : (memref<?xi64>) -> (i64, index)
  vector.print %s#0 : i64
  vector.print %s#1 : index
  return
}
