// 0-d, 1-d and 3-d static memrefs: alloc, alloca, load, store, dim, rank, copy, dealloc, and the
// unranked and ranked printers.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemref1dF32(memref<?xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefShapeF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index

  // 0-d
  %s = memref.alloc() : memref<f32>
  %pi = arith.constant 3.25 : f32
  memref.store %pi, %s[] : memref<f32>
  %sv = memref.load %s[] : memref<f32>
  vector.print %sv : f32
  %su = memref.cast %s : memref<f32> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %r0 = memref.rank %s : memref<f32>
  vector.print %r0 : index

  // 1-d, filled in a loop, printed ranked and unranked
  %v = memref.alloca() : memref<5xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %g = arith.mulf %f, %h : f32
    memref.store %g, %v[%i] : memref<5xf32>
  }
  %neg = arith.constant -1.0e10 : f32
  memref.store %neg, %v[%c4] : memref<5xf32>
  %vd = memref.cast %v : memref<5xf32> to memref<?xf32>
  call @printMemref1dF32(%vd) : (memref<?xf32>) -> ()
  %vu = memref.cast %v : memref<5xf32> to memref<*xf32>
  call @printMemrefShapeF32(%vu) : (memref<*xf32>) -> ()

  // 3-d i32, element (i, j, k) = 100*i + 10*j + k
  %t = memref.alloc() : memref<2x3x4xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %a = arith.muli %i, %c4 : index
        %c100 = arith.constant 100 : index
        %c10 = arith.constant 10 : index
        %x = arith.muli %i, %c100 : index
        %y = arith.muli %j, %c10 : index
        %xy = arith.addi %x, %y : index
        %xyz = arith.addi %xy, %k : index
        %e = arith.index_cast %xyz : index to i32
        memref.store %e, %t[%i, %j, %k] : memref<2x3x4xi32>
      }
    }
  }
  %tu = memref.cast %t : memref<2x3x4xi32> to memref<*xi32>
  call @printMemrefI32(%tu) : (memref<*xi32>) -> ()
  %e123 = memref.load %t[%c1, %c2, %c3] : memref<2x3x4xi32>
  vector.print %e123 : i32
  %d1 = memref.dim %t, %c1 : memref<2x3x4xi32>
  vector.print %d1 : index
  %r3 = memref.rank %tu : memref<*xi32>
  vector.print %r3 : index
  %d2 = memref.dim %tu, %c2 : memref<*xi32>
  vector.print %d2 : index

  // copy into a fresh buffer, then change the source: the copy keeps the old values
  %t2 = memref.alloc() : memref<2x3x4xi32>
  memref.copy %t, %t2 : memref<2x3x4xi32> to memref<2x3x4xi32>
  %m1 = arith.constant -1 : i32
  memref.store %m1, %t[%c0, %c0, %c0] : memref<2x3x4xi32>
  %old = memref.load %t2[%c0, %c0, %c0] : memref<2x3x4xi32>
  %new = memref.load %t[%c0, %c0, %c0] : memref<2x3x4xi32>
  vector.print %old : i32
  vector.print %new : i32

  // i64, f64, index, i16 elements
  %l = memref.alloc() : memref<2xi64>
  %big = arith.constant -9223372036854775807 : i64
  %c7 = arith.constant 7 : i64
  memref.store %big, %l[%c0] : memref<2xi64>
  memref.store %c7, %l[%c1] : memref<2xi64>
  %lu = memref.cast %l : memref<2xi64> to memref<*xi64>
  call @printMemrefI64(%lu) : (memref<*xi64>) -> ()
  %d = memref.alloc() : memref<2x2xf64>
  %df = arith.constant 2.5e-300 : f64
  %dg = arith.constant 0.1 : f64
  memref.store %df, %d[%c0, %c0] : memref<2x2xf64>
  memref.store %dg, %d[%c0, %c1] : memref<2x2xf64>
  memref.store %dg, %d[%c1, %c0] : memref<2x2xf64>
  memref.store %df, %d[%c1, %c1] : memref<2x2xf64>
  %du = memref.cast %d : memref<2x2xf64> to memref<*xf64>
  call @printMemrefF64(%du) : (memref<*xf64>) -> ()
  %n = memref.alloc() : memref<3xindex>
  %mi = arith.constant -1 : index
  memref.store %mi, %n[%c0] : memref<3xindex>
  memref.store %c2, %n[%c1] : memref<3xindex>
  memref.store %c3, %n[%c2] : memref<3xindex>
  %nu = memref.cast %n : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%nu) : (memref<*xindex>) -> ()
  %w = memref.alloc() : memref<2xi16>
  %w0 = arith.constant -32768 : i16
  %w1 = arith.constant 1234 : i16
  memref.store %w0, %w[%c0] : memref<2xi16>
  memref.store %w1, %w[%c1] : memref<2xi16>
  %wu = memref.cast %w : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%wu) : (memref<*xi16>) -> ()
  %wl = memref.load %w[%c0] : memref<2xi16>
  vector.print %wl : i16

  memref.dealloc %t : memref<2x3x4xi32>
  memref.dealloc %t2 : memref<2x3x4xi32>
  return
}
