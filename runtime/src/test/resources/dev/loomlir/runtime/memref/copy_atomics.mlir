// memref.copy between strided views, collapse/expand of unit dimensions, atomic_rmw.
// (upstream's pipeline cannot lower atomic_rmw mulf/muli, so they are not here)
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
memref.global "private" @g : memref<3x4xi32> = dense<[[0,1,2,3],[4,5,6,7],[8,9,10,11]]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = memref.get_global @g : memref<3x4xi32>
  %d = memref.alloc() : memref<2x2xi32>
  %s = memref.subview %g[0, 1][2, 2][2, 2] : memref<3x4xi32> to memref<2x2xi32, strided<[8, 2], offset: 1>>
  %dt = memref.transpose %d (i, j) -> (j, i) : memref<2x2xi32> to memref<2x2xi32, strided<[1, 2]>>
  memref.copy %s, %dt : memref<2x2xi32, strided<[8, 2], offset: 1>> to memref<2x2xi32, strided<[1, 2]>>
  %ud = memref.cast %d : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ud) : (memref<*xi32>) -> ()
  %seven = arith.constant 7 : i32
  %a = memref.alloc() : memref<3x1x2xi32>
  linalg.fill ins(%seven : i32) outs(%a : memref<3x1x2xi32>)
  %ca = memref.collapse_shape %a [[0, 1], [2]] : memref<3x1x2xi32> into memref<3x2xi32>
  %uca = memref.cast %ca : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%uca) : (memref<*xi32>) -> ()
  %cb = memref.collapse_shape %a [[0], [1, 2]] : memref<3x1x2xi32> into memref<3x2xi32>
  %ucb = memref.cast %cb : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%ucb) : (memref<*xi32>) -> ()
  %col = memref.subview %g[0, 2][3, 1][1, 1] : memref<3x4xi32> to memref<3x1xi32, strided<[4, 1], offset: 2>>
  %cc = memref.collapse_shape %col [[0, 1]] : memref<3x1xi32, strided<[4, 1], offset: 2>> into memref<3xi32, strided<[4], offset: 2>>
  %ucc = memref.cast %cc : memref<3xi32, strided<[4], offset: 2>> to memref<*xi32>
  call @printMemrefI32(%ucc) : (memref<*xi32>) -> ()
  %e = memref.expand_shape %cc [[0, 1]] output_shape [3, 1] : memref<3xi32, strided<[4], offset: 2>> into memref<3x1xi32, strided<[4, 4], offset: 2>>
  %ue = memref.cast %e : memref<3x1xi32, strided<[4, 4], offset: 2>> to memref<*xi32>
  call @printMemrefI32(%ue) : (memref<*xi32>) -> ()
  // copy of a 3-D block with a negative-free odd layout into a contiguous buffer
  %big = memref.alloc() : memref<2x3x4xi32>
  %bigc = memref.collapse_shape %big [[0, 1, 2]] : memref<2x3x4xi32> into memref<24xi32>
  %gc = memref.collapse_shape %g [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  %lo = memref.subview %bigc[0][12][1] : memref<24xi32> to memref<12xi32, strided<[1]>>
  %hi = memref.subview %bigc[12][12][1] : memref<24xi32> to memref<12xi32, strided<[1], offset: 12>>
  memref.copy %gc, %lo : memref<12xi32> to memref<12xi32, strided<[1]>>
  memref.copy %gc, %hi : memref<12xi32> to memref<12xi32, strided<[1], offset: 12>>
  %blk = memref.subview %big[0, 1, 1][2, 2, 2][1, 1, 2] : memref<2x3x4xi32> to memref<2x2x2xi32, strided<[12, 4, 2], offset: 5>>
  %dst = memref.alloc() : memref<2x2x2xi32>
  memref.copy %blk, %dst : memref<2x2x2xi32, strided<[12, 4, 2], offset: 5>> to memref<2x2x2xi32>
  %udst = memref.cast %dst : memref<2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%udst) : (memref<*xi32>) -> ()
  // atomics on f32
  %f = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %fz = arith.constant 0.0 : f32
  memref.store %one, %f[%c0] : memref<2xf32>
  memref.store %fz, %f[%c1] : memref<2xf32>
  %o1 = memref.atomic_rmw addf %one, %f[%c0] : (f32, memref<2xf32>) -> f32
  %o2 = memref.atomic_rmw maxnumf %nan, %f[%c0] : (f32, memref<2xf32>) -> f32
  %o3 = memref.atomic_rmw minnumf %one, %f[%c0] : (f32, memref<2xf32>) -> f32
  %o4 = memref.atomic_rmw maximumf %nan, %f[%c1] : (f32, memref<2xf32>) -> f32
  %o5 = memref.atomic_rmw minimumf %one, %f[%c1] : (f32, memref<2xf32>) -> f32
  %o6 = memref.atomic_rmw assign %one, %f[%c1] : (f32, memref<2xf32>) -> f32
  %uf = memref.cast %f : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  vector.print %o1 : f32
  vector.print %o2 : f32
  vector.print %o3 : f32
  vector.print %o4 : f32
  vector.print %o5 : f32
  vector.print %o6 : f32
  // atomics on i32
  %i = memref.alloc() : memref<4xi32>
  %zero = arith.constant 0 : i32
  linalg.fill ins(%zero : i32) outs(%i : memref<4xi32>)
  %m5 = arith.constant -5 : i32
  %p3 = arith.constant 3 : i32
  %q1 = memref.atomic_rmw addi %m5, %i[%c0] : (i32, memref<4xi32>) -> i32
  %q2 = memref.atomic_rmw maxu %m5, %i[%c0] : (i32, memref<4xi32>) -> i32
  %q3 = memref.atomic_rmw maxs %p3, %i[%c0] : (i32, memref<4xi32>) -> i32
  %q4 = memref.atomic_rmw minu %p3, %i[%c1] : (i32, memref<4xi32>) -> i32
  memref.store %m5, %i[%c2] : memref<4xi32>
  %q5 = memref.atomic_rmw mins %p3, %i[%c2] : (i32, memref<4xi32>) -> i32
  %q6 = memref.atomic_rmw xori %m5, %i[%c3] : (i32, memref<4xi32>) -> i32
  %q7 = memref.atomic_rmw andi %p3, %i[%c3] : (i32, memref<4xi32>) -> i32
  %q8 = memref.atomic_rmw ori %m5, %i[%c1] : (i32, memref<4xi32>) -> i32
  %ui = memref.cast %i : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  vector.print %q1 : i32
  vector.print %q2 : i32
  vector.print %q3 : i32
  vector.print %q4 : i32
  vector.print %q5 : i32
  vector.print %q6 : i32
  vector.print %q7 : i32
  vector.print %q8 : i32
  return
}
